import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import styles from './RouteErrorPage.module.css';

/**
 * Shown inside the layout when a page throws past its own boundary (remote pages have one, with a retry). The
 * header and footer stay usable, so the shopper can go elsewhere.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heading}>Something went wrong</h1>
      <p>This page could not be shown. Try again, or continue from the home page.</p>
      <p className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to="/home">Go to the home page</Link>
      </p>
    </section>
  );
}
