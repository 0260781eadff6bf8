import { useEffect, useRef } from 'react';
import styles from './ShellErrorScreen.module.css';

export interface ShellErrorScreenProps {
  title: string;
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}

/**
 * The whole-screen error, without header or footer, for when the shell itself cannot run (runtime config
 * missing, layout crashed). Deliberately plain HTML with its own styles: it must work when little else does.
 */
export function ShellErrorScreen({ title, message, onRetry, retryLabel = 'Retry' }: ShellErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | House Plans`;
    headingRef.current?.focus();
  }, [title]);
  return (
    <main className={styles.screen}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </main>
  );
}
