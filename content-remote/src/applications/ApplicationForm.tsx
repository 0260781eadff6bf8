import type { FormEventHandler, ReactNode } from 'react';
import { SubmissionForm } from '../forms/SubmissionForm';
import type { SubmissionState } from '../forms/useFormSubmission';

interface ApplicationFormProps {
  label: string;
  /** When and how the store answers, said after the reference. */
  reply: string;
  state: SubmissionState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** An application to work with the store (designers, affiliates): the same thanks, failure text and Apply button. */
export function ApplicationForm({ label, reply, state, onSubmit, children }: ApplicationFormProps) {
  return (
    <SubmissionForm
      label={label}
      state={state}
      onSubmit={onSubmit}
      success={(receipt) => (
        <>
          Thank you! Your application has been received (reference {receipt.reference}). {reply}
        </>
      )}
      failure={(detail) => <>Your application could not be sent: {detail}</>}
      submitLabel="Apply"
    >
      {children}
    </SubmissionForm>
  );
}
