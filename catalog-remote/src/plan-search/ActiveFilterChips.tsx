import type { PlanFacets } from 'contracts/src/catalog/facets';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { Button } from 'shared-ui';
import { activeFiltersOf } from './activeFilters';
import styles from './ActiveFilterChips.module.css';

interface ActiveFilterChipsProps {
  /** The shopper's own filters (the route's preset is not shown: the route says it). */
  filters: PlanFilters;
  facets: PlanFacets | null;
  onChange: (filters: PlanFilters) => void;
  onClear: () => void;
}

/**
 * The shopper's filters above the results, each a chip with its count that removes it, and 'Clear filter' beside
 * them: what narrows the list is seen (and undone) without opening the panel, which is a drawer on a phone.
 */
export function ActiveFilterChips({ filters, facets, onChange, onClear }: ActiveFilterChipsProps) {
  const chips = activeFiltersOf(filters, facets);
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Active filters">
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const count = chip.count === undefined ? '' : ` (${formatWholeNumber(chip.count)})`;
          return (
            <li key={chip.id}>
              <Button
                variant="secondary"
                size="sm"
                className={styles.chip}
                aria-label={`Remove filter ${chip.label}${count}`}
                onClick={() => onChange(chip.without)}
              >
                <span>
                  {chip.label}
                  {count === '' ? null : <span className={styles.count}>{count}</span>}
                </span>
                <span aria-hidden="true" className={styles.remove}>
                  ×
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear filter
      </Button>
    </div>
  );
}
