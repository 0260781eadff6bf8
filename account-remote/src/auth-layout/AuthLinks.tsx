import { Link, useSearchParams } from 'react-router-dom';
import { withRedirect } from '../sign-in-flow/safeRedirect';
import styles from './AuthLayout.module.css';

export interface AuthLink {
  to: string;
  label: string;
}

/** The ways to the other auth screens, each carrying the way back (?redirect=) along. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={withRedirect(link.to, redirect)}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
