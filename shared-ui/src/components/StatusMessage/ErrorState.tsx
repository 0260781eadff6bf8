import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { canRetryAfter } from './retryable';
import styles from './StatusMessage.module.css';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /**
   * What failed. Given, it decides whether Retry shows: for a network failure, a 5xx or a remote that did not load,
   * never for a 4xx (the same request would get the same answer).
   */
  error?: unknown;
  /** Shows a Retry button when given (and `error`, if given, is one that trying again can help). */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 1 | 2 | 3;
  size?: 'page' | 'inline';
}

/** Something failed: announced at once (role=alert), with a way to try again where that can help. */
export function ErrorState({
  title,
  message,
  error,
  onRetry,
  retryLabel = 'Retry',
  headingLevel = 2,
  size = 'page',
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  const retryable = error === undefined || canRetryAfter(error);
  return (
    <div role="alert" className={`${styles.error} ${styles[size]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <p className={styles.message}>{message}</p>
      {onRetry && retryable ? (
        <Button variant="secondary" size={size === 'inline' ? 'sm' : 'md'} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
