import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { field } from 'shared-ui';
import { useFormSubmission } from './useFormSubmission';

interface SubmissionFormOptions<V extends FieldValues> {
  /** The form's yupResolver(schema), made where the schema's type is known. */
  resolver: Resolver<V, unknown, V>;
  /** A function so each reset starts from fresh values. */
  emptyValues: () => DefaultValues<V>;
  send: (values: V) => Promise<SubmissionReceipt>;
  /** Runs after a successful send, before the form is emptied. */
  onSent?: () => void;
}

/**
 * A content form's whole machinery: react-hook-form checked by its resolver, the send's state, a submit handler
 * that empties the form on success, and `field(name)`: shared-ui's field() for this form.
 */
export function useSubmissionForm<V extends FieldValues>({
  resolver,
  emptyValues,
  send,
  onSent,
}: SubmissionFormOptions<V>) {
  const form = useForm<V, unknown, V>({ resolver, defaultValues: emptyValues() });
  const { state, submit } = useFormSubmission(send);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit(values)) {
      onSent?.();
      form.reset(emptyValues());
    }
  });

  return { form, state, onSubmit, field: <N extends Path<V>>(name: N) => field(form, name) };
}
