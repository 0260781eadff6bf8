import { useId, type ComponentPropsWithRef, type FormEventHandler } from 'react';
import { Button } from 'shared-ui';
import styles from './PlanNumberSearch.module.css';

export interface PlanNumberSearchFrameProps {
  /** The input's form wiring (register()'s props, aria-invalid). */
  input?: ComponentPropsWithRef<'input'>;
  /** The field's problem, shown and announced below it. */
  message?: string | undefined;
  busy?: boolean;
  /** Absent while the search's code is on its way: the same box is shown, not yet usable. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/**
 * The footer's plan-number search as it looks: the form itself, and, until its code (with the form libraries) has
 * loaded after the page, a stand-in of the same size, so nothing moves when it arrives.
 */
export function PlanNumberSearchFrame({ input, message, busy = false, onSubmit }: PlanNumberSearchFrameProps) {
  const inputId = useId();
  const messageId = useId();
  const ready = onSubmit !== undefined;
  return (
    <form className={styles.form} role="search" aria-label="Plan number" onSubmit={onSubmit} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        Find a plan by number
      </label>
      <div className={styles.row}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          type="search"
          placeholder="Search by plan #"
          autoComplete="off"
          enterKeyHint="search"
          disabled={!ready}
          aria-describedby={messageId}
        />
        <Button type="submit" disabled={!ready || busy} loading={busy}>
          Search
        </Button>
      </div>
      <p id={messageId} className={styles.message} aria-live="polite">
        {busy ? 'Searching…' : message}
      </p>
    </form>
  );
}
