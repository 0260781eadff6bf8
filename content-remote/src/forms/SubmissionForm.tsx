import type { FormEventHandler, ReactNode } from 'react';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { Button } from 'shared-ui';
import { SubmissionBanner, SuccessRegion } from './SubmissionBanner';
import type { SubmissionState } from './useFormSubmission';
import styles from './forms.module.css';

interface SubmissionFormProps {
  /** The form's accessible name. */
  label: string;
  state: SubmissionState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  success: (receipt: SubmissionReceipt) => ReactNode;
  failure: (detail: string) => ReactNode;
  /** A problem with the fields as a whole, shown above the send's own error. */
  fieldsProblem?: ReactNode;
  submitLabel: string;
  submittingLabel?: string;
  children: ReactNode;
}

/**
 * The frame every content form shares: the success live region, the fields, the error banners and the button.
 * Server-rendered: its submit button waits for the page's scripts (shared-ui's Button), and `method="post"` keeps
 * a shopper's name, e-mail and message out of URLs and request logs were the browser ever to send it itself.
 */
export function SubmissionForm({
  label,
  state,
  onSubmit,
  success,
  failure,
  fieldsProblem,
  submitLabel,
  submittingLabel = 'Sending…',
  children,
}: SubmissionFormProps) {
  const submitting = state.status === 'submitting';
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-label={label}>
      <SuccessRegion>{state.status === 'success' ? success(state.receipt) : null}</SuccessRegion>
      {children}
      {fieldsProblem ? <SubmissionBanner tone="error">{fieldsProblem}</SubmissionBanner> : null}
      {state.status === 'error' ? <SubmissionBanner tone="error">{failure(state.detail)}</SubmissionBanner> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
