import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A way forward, e.g. a 'Clear filter' button or a link to the catalogue. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Nothing to show yet (no favourites, an empty cart, no plan matching the filters). */
export function EmptyState({ title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${styles.empty} ${styles.page}`}>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
