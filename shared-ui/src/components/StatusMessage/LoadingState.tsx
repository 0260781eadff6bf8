import styles from './StatusMessage.module.css';

export interface LoadingStateProps {
  /** Read by screen readers and shown next to the spinner. */
  label?: string;
  /** 'page' reserves the height of a page so the footer does not jump when content arrives; 'inline' is compact. */
  size?: 'page' | 'inline';
}

export function LoadingState({ label = 'Loading…', size = 'page' }: LoadingStateProps) {
  return (
    <div role="status" className={`${styles.loading} ${styles[size]}`}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
