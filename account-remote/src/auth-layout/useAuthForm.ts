import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form';
import { field, toast } from 'shared-ui';
import { errorMessage } from '../sign-in-flow/errorMessage';

/** react-hook-form's options (when errors show, values from a link) and what to do with the checked values. */
interface AuthFormOptions<V extends FieldValues> extends Omit<UseFormProps<V, unknown, V>, 'resolver'> {
  /** Sends the checked values; what happens on success is its own business. */
  send: (values: V) => Promise<void>;
  /** The toast when the send fails: a fallback behind the server's own message, or a function of the error. */
  failure: string | ((error: unknown) => string);
}

/**
 * The machinery every auth form shares: react-hook-form checked by the page's yupResolver(schema), a submit that
 * toasts a failure, and `field(name)`: shared-ui's field() for this form.
 */
export function useAuthForm<V extends FieldValues>(
  resolver: Resolver<V, unknown, V>,
  { send, failure, ...formOptions }: AuthFormOptions<V>,
) {
  const form = useForm<V, unknown, V>({ ...formOptions, resolver });

  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      toast.error(typeof failure === 'string' ? errorMessage(error, failure) : failure(error));
    }
  });

  return {
    form,
    submit,
    field: <N extends Path<V>>(name: N) => field(form, name),
    submitting: form.formState.isSubmitting,
  };
}
