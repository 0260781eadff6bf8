import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './contentPage.module.css';

interface ActionLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** A link drawn as a button: it goes somewhere, so it stays a link for screen readers and new-tab clicks. */
export function ActionLink({ to, children, variant = 'primary' }: ActionLinkProps) {
  const className = `${styles.actionLink} ${styles[variant]}`;
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** A link in running text: store paths navigate inside the single-page app. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return to.startsWith('/') ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}
