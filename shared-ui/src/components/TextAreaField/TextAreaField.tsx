import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldControlClassName, useFieldA11y } from '../Field/Field';
import styles from './TextAreaField.module.css';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
}

/** A labelled multi-line input (contact form, infringement notice), wired like TextField for react-hook-form. */
export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  rows = 5,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) {
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
      <textarea
        {...textareaProps}
        {...controlProps}
        rows={rows}
        required={required}
        className={fieldControlClassName(Boolean(error), styles.textarea)}
      />
    </Field>
  );
}
