import styles from './StatusMessage.module.css';

export interface LoadingStateProps {
  /** Read by screen readers and shown next to the spinner. */
  label?: string;
  /** 'page' reserves the height of a page so the footer does not jump when content arrives; 'inline' is compact. */
  size?: 'page' | 'inline';
  /** Nothing of the page is there yet, only this (a page the browser renders itself): marked for tests and tools. */
  wholePage?: boolean;
}

export function LoadingState({ label = 'Loading…', size = 'page', wholePage = false }: LoadingStateProps) {
  return (
    <div role="status" className={`${styles.loading} ${styles[size]}`} data-page-loading={wholePage ? '' : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
