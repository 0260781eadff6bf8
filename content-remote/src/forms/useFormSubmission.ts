import { useCallback, useState } from 'react';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; receipt: SubmissionReceipt }
  | { status: 'error'; detail: string };

/** The life of a form's send: idle, submitting, then success with the API's receipt or an error with its detail. */
export function useFormSubmission<V>(send: (values: V) => Promise<SubmissionReceipt>) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });

  const submit = useCallback(
    async (values: V): Promise<boolean> => {
      setState({ status: 'submitting' });
      try {
        setState({ status: 'success', receipt: await send(values) });
        return true;
      } catch (error) {
        setState({ status: 'error', detail: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    [send],
  );

  return { state, submit };
}
