import type {
  FieldValues,
  FormState,
  Path,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

/**
 * The parts of useForm's return that a field needs: any form of these values, whatever its resolver gives. The
 * values' type is read from register alone (formState's default values are a partial copy of it).
 */
export interface FieldSource<V extends FieldValues> {
  register: UseFormRegister<V>;
  getFieldState: UseFormGetFieldState<NoInfer<V>>;
  formState: FormState<NoInfer<V>>;
}

/** Spread on a TextField, SelectField or TextAreaField: register()'s props and the field's validation message. */
export type FieldProps<N extends string> = UseFormRegisterReturn<N> & { error: string | undefined };

/**
 * One form field wired to react-hook-form: name, onChange, onBlur and ref from register(), and `error`, the
 * resolver's message for it, which the field component shows and links with aria-invalid and aria-describedby.
 * Call it while rendering: reading the error through formState is what re-renders the form when it changes.
 *
 *   <TextField label="Email" {...field(form, 'email')} />
 */
export function field<V extends FieldValues, N extends Path<V>>(form: FieldSource<V>, name: N): FieldProps<N> {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}
