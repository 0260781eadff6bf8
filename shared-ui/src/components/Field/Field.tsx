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
export function Field({
  label,
  controlId,
  hintId,
  errorId,
  hint,
  error,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A control's validation message, under it and named by its aria-describedby; nothing while the value is fine. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** The class of a text input, select or textarea inside a Field. */
export function fieldControlClassName(invalid: boolean, extra?: string): string {
  return [styles.control, invalid ? styles.invalid : undefined, extra].filter(Boolean).join(' ');
}

/** What TextField, SelectField and TextAreaField take besides their element's own attributes. */
export interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; sets aria-invalid and is linked with aria-describedby. */
  error?: string;
  /** Keeps the label for screen readers only (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  /** The control's id; one is generated without it. */
  id?: string;
  /** On the wrapper, not the control: places the field in the caller's layout. */
  className?: string;
  required?: boolean;
  /** Extra ids the caller wants in aria-describedby. */
  'aria-describedby'?: string;
}

/** Spread on the control element: ids and ARIA from useFieldA11y, required, and the shared control class. */
export interface LabelledControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
  className: string;
}

/**
 * Splits a field component's props into the Field's own and the rest, which belong to the control element
 * (name, value, onChange, ref... as react-hook-form's register() gives them).
 */
export function splitLabelledFieldProps<P extends LabelledFieldProps>(
  props: P,
): [LabelledFieldProps, Omit<P, keyof LabelledFieldProps>] {
  const {
    label,
    hint,
    error,
    hideLabel,
    id,
    className,
    required,
    'aria-describedby': describedBy,
    ...elementProps
  } = props;
  return [{ label, hint, error, hideLabel, id, className, required, 'aria-describedby': describedBy }, elementProps];
}

interface LabelledFieldComponentProps extends LabelledFieldProps {
  /** A class of the control's own, after the shared one (e.g. the textarea's resize rule). */
  controlClassName?: string;
  /** Renders the control element with these attributes spread last, so the wiring cannot be overridden by accident. */
  renderControl: (attributes: LabelledControlAttributes) => ReactNode;
}

/** A Field wired to its control: label, hint, error, aria-invalid and aria-describedby in one place. */
export function LabelledField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  controlClassName,
  renderControl,
}: LabelledFieldComponentProps) {
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
      {renderControl({ ...controlProps, required, className: fieldControlClassName(Boolean(error), controlClassName) })}
    </Field>
  );
}
