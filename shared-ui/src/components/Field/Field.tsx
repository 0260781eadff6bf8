import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldA11yInput {
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** Extra ids the caller wants in aria-describedby. */
  describedBy?: string;
}

export interface FieldA11y {
  controlId: string;
  hintId: string;
  errorId: string;
  /** Spread on the control: its id, aria-invalid while in error, and aria-describedby naming the hint and error. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** The ids and ARIA wiring every form control shares, so a field in error is announced with its message. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yInput): FieldA11y {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
}

export interface FieldProps {
  label: ReactNode;
  controlId: string;
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Keeps the label for screen readers only (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error message in the store's one layout. */
export function Field({ label, controlId, hintId, errorId, hint, error, required, hideLabel, className, children }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The class of a text input, select or textarea inside a Field. */
export function fieldControlClassName(invalid: boolean, extra?: string): string {
  return [styles.control, invalid ? styles.invalid : undefined, extra].filter(Boolean).join(' ');
}
