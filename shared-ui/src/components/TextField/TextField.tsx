import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldControlClassName, useFieldA11y } from '../Field/Field';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; sets aria-invalid and is linked with aria-describedby. */
  error?: string;
  hideLabel?: boolean;
}

/**
 * A labelled text input. Spread react-hook-form's register() on it: name, onChange, onBlur and ref reach the <input>.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field
      label={label}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <input {...inputProps} {...controlProps} type={type} required={required} className={fieldControlClassName(Boolean(error))} />
    </Field>
  );
}
