import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/src/components/Button/Button';
import { toast } from 'shared-ui/src/toasts/toast';
import { findPlanByNumber } from './findPlanByNumber';
import styles from './PlanNumberSearch.module.css';

export const PLAN_FOUND_MESSAGE = 'Property found! Navigating to details...';
export const PLAN_NOT_FOUND_MESSAGE = 'Property not found. Please check the plan number and try again.';
export const PLAN_LOOKUP_FAILED_MESSAGE = 'Failed to fetch properties. Please try again.';
export const PLAN_NUMBER_MISSING_MESSAGE = 'Enter a plan number to search.';

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'problem'; message: string };

/** The footer's search by plan number (catalogue spec §2, §4, §8): found plans open their detail page. */
export function PlanNumberSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [planNumber, setPlanNumber] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const searching = state.kind === 'searching';

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (searching) return;
    if (planNumber.trim() === '') {
      setState({ kind: 'problem', message: PLAN_NUMBER_MISSING_MESSAGE });
      input.current?.focus();
      return;
    }
    setState({ kind: 'searching' });
    try {
      const lookup = await findPlanByNumber(planNumber);
      if (lookup.found) {
        setState({ kind: 'idle' });
        toast.success(PLAN_FOUND_MESSAGE);
        await navigate(`/property/${encodeURIComponent(lookup.planId)}`);
      } else {
        toast.error(PLAN_NOT_FOUND_MESSAGE);
        setState({ kind: 'problem', message: PLAN_NOT_FOUND_MESSAGE });
      }
    } catch {
      toast.error(PLAN_LOOKUP_FAILED_MESSAGE);
      setState({ kind: 'problem', message: PLAN_LOOKUP_FAILED_MESSAGE });
    }
  }

  const problem = state.kind === 'problem' ? state.message : '';
  return (
    <form className={styles.form} role="search" aria-label="Plan number" onSubmit={search} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        Find a plan by number
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          name="plan_number"
          placeholder="Search by plan #"
          autoComplete="off"
          enterKeyHint="search"
          value={planNumber}
          onChange={(event) => {
            setPlanNumber(event.target.value);
            if (state.kind === 'problem') setState({ kind: 'idle' });
          }}
          aria-invalid={problem !== '' || undefined}
          aria-describedby={messageId}
        />
        <Button type="submit" disabled={searching} loading={searching}>
          Search
        </Button>
      </div>
      <p id={messageId} className={styles.message} aria-live="polite">
        {searching ? 'Searching…' : problem}
      </p>
    </form>
  );
}
