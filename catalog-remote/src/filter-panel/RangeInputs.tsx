import { useEffect, useId, useState } from 'react';
import { MAX_FILTER_NUMBER, type NumberFilterKey } from 'contracts/src/catalog/planFilters';
import { FieldError } from 'shared-ui';
import { FilterGroup } from './FilterGroup';
import styles from './FilterPanel.module.css';

interface RangeInputsProps {
  legend: string;
  minKey: NumberFilterKey;
  maxKey: NumberFilterKey;
  min: number | undefined;
  max: number | undefined;
  onChange: (key: NumberFilterKey, value: number | undefined) => void;
  /** The group shows its inputs. */
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** A min/max pair of number inputs; a value is passed on once it is a whole number, an empty box clears it. */
export function RangeInputs({ legend, minKey, maxKey, min, max, onChange, open, onToggle }: RangeInputsProps) {
  const errorId = useId();
  // Accepted as typed (the list then says why it is empty), and said here, where it can be put right.
  const inverted = min !== undefined && max !== undefined && min > max;
  const problem = inverted ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <FilterGroup legend={legend} open={open || inverted} onToggle={onToggle}>
      <div className={styles.range}>
        <NumberInput label="Min" value={min} onChange={(value) => onChange(minKey, value)} {...problem} />
        <NumberInput label="Max" value={max} onChange={(value) => onChange(maxKey, value)} {...problem} />
      </div>
      <FieldError id={errorId} error={inverted ? 'The minimum is above the maximum.' : undefined} />
    </FilterGroup>
  );
}

function NumberInput({
  label,
  value,
  onChange,
  ...problem
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // Clear filter, the back button or a shared link change the value from outside.
  useEffect(() => {
    setText((current) =>
      Number(current) === value && current !== '' ? current : value === undefined ? '' : String(value),
    );
  }, [value]);
  return (
    <label htmlFor={id} className={styles.numberLabel}>
      <span>{label}</span>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_FILTER_NUMBER}
        step={1}
        {...problem}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') onChange(undefined);
          else if (/^\d+$/.test(next) && Number(next) <= MAX_FILTER_NUMBER) onChange(Number(next));
        }}
      />
    </label>
  );
}
