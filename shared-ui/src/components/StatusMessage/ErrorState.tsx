import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import styles from './StatusMessage.module.css';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 1 | 2 | 3;
  size?: 'page' | 'inline';
}

/** Something failed: announced at once (role=alert), with an optional way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  headingLevel = 2,
  size = 'page',
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={`${styles.error} ${styles[size]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size={size === 'inline' ? 'sm' : 'md'} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
