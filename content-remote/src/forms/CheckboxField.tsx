import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, useFieldA11y } from 'shared-ui';
import styles from './forms.module.css';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its error linked, ready for react-hook-form's register(). */
export function CheckboxField({ label, error, id, ...inputProps }: CheckboxFieldProps) {
  const { controlId, errorId, controlProps } = useFieldA11y({ id, error });
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input {...inputProps} {...controlProps} id={controlId} type="checkbox" className={styles.checkbox} />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
