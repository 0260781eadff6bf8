import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldControlClassName, useFieldA11y } from '../Field/Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'Select a foundation'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
}

/** A labelled native select (the most accessible choice on phones), ready for react-hook-form's register(). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
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
      <select {...selectProps} {...controlProps} required={required} className={fieldControlClassName(Boolean(error))}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
