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
