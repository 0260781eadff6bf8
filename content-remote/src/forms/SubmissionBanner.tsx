import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface SubmissionBannerProps {
  tone: 'success' | 'error';
  children: ReactNode;
}

/** The outcome of a form's send, announced: politely for success, at once for an error. */
export function SubmissionBanner({ tone, children }: SubmissionBannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles[tone]}`}>
      {children}
    </div>
  );
}

/**
 * The success message of a form, in a polite live region that is always on the page: screen readers announce a
 * change inside an existing region reliably, not a region that appears with its text already in it.
 */
export function SuccessRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={children ? `${styles.banner} ${styles.success}` : undefined}>
      {children}
    </div>
  );
}
