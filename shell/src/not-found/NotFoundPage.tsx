import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import styles from './NotFoundPage.module.css';

/** Any address the route table does not know: stays inside the shell so the header and footer still help. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <ul className={styles.links}>
        <li>
          <Link to="/home" className={styles.primary}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/propertyList" className={styles.secondary}>
            Browse all plans
          </Link>
        </li>
      </ul>
    </section>
  );
}
