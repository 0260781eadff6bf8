import { useId } from 'react';
import { ARCHITECTURAL_STYLES, styleIdOf } from 'contracts/src/catalog/architecturalStyles';
import { FACET_TABLES, type PlanFacets } from 'contracts/src/catalog/facets';
import { SORT_OPTIONS, type NumberFilterKey, type PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { CHECKBOX_GROUPS, COUNT_GROUPS, RANGE_GROUPS } from './filterGroups';
import { FilterGroup } from './FilterGroup';
import { useOpenFilterGroups } from './openFilterGroups';
import { RangeInputs } from './RangeInputs';
import styles from './FilterPanel.module.css';

interface FilterPanelProps {
  filters: PlanFilters;
  /** Facet counts of the latest answer; null before the first one. */
  facets: PlanFacets | null;
  total: number | null;
  onChange: (filters: PlanFilters) => void;
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${formatWholeNumber(count)})`;
}

/**
 * A choice's label and its count in a box of fixed width, there before the counts arrive: the counts of the first
 * answer do not widen the choices and reflow the panel under the shopper's eyes.
 */
function CountedLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      <span className={styles.count}>{count === undefined ? '' : ` (${formatWholeNumber(count)})`}</span>
    </>
  );
}

/**
 * The left filter panel: every group of the spec with facet counts, and the sort. 'Clear filter' sits beside the
 * active filters' chips above the results (plan-search/ActiveFilterChips).
 */
export function FilterPanel({ filters, facets, total, onChange }: FilterPanelProps) {
  const sortId = useId();
  const groups = useOpenFilterGroups();
  // Each group by the key of its (first) filter; a group that filters is open unless the shopper closed it.
  const groupProps = (group: keyof PlanFilters, filtering: boolean) => ({
    open: groups.isOpen(group, filtering),
    onToggle: (open: boolean) => groups.setOpen(group, open),
  });
  const set = (changes: PlanFilters) => onChange({ ...filters, ...changes });
  const drop = (key: keyof PlanFilters) => {
    const next = { ...filters };
    delete next[key];
    onChange(next);
  };

  return (
    <aside className={styles.panel} aria-label="Filters">
      <div className={styles.summary}>
        <p aria-live="polite" className={styles.total}>
          {total === null ? 'Counting plans…' : `${formatWholeNumber(total)} plans match`}
        </p>
      </div>

      <div className={styles.field}>
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={filters.sort_by ?? ''}
          onChange={(event) =>
            event.target.value === '' ? drop('sort_by') : set({ sort_by: Number(event.target.value) })
          }
        >
          <option value="">Recommended</option>
          {SORT_OPTIONS.filter((option) => option.label !== 'Recommended').map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <FilterGroup legend="Architectural Style" {...groupProps('plan_style_id', filters.plan_style_id !== undefined)}>
        <div className={styles.choices}>
          {ARCHITECTURAL_STYLES.map((style) => {
            const id = styleIdOf(style.code);
            const chosen = filters.plan_style_id === id;
            return (
              <button
                key={style.code}
                type="button"
                className={styles.choice}
                aria-pressed={chosen}
                onClick={() => (chosen ? drop('plan_style_id') : set({ plan_style_id: id }))}
              >
                <CountedLabel label={style.label} count={facets?.style[style.code]} />
              </button>
            );
          })}
        </div>
      </FilterGroup>

      {RANGE_GROUPS.map(([legend, minKey, maxKey]) => (
        <RangeInputs
          key={minKey}
          legend={legend}
          min={filters[minKey]}
          max={filters[maxKey]}
          onChange={(bound: NumberFilterKey, value) => (value === undefined ? drop(bound) : set({ [bound]: value }))}
          minKey={minKey}
          maxKey={maxKey}
          {...groupProps(minKey, filters[minKey] !== undefined || filters[maxKey] !== undefined)}
        />
      ))}

      {COUNT_GROUPS.map(([key, legend]) => (
        <FilterGroup key={key} legend={legend} {...groupProps(key, filters[key] !== undefined)}>
          <div className={styles.choices}>
            {FACET_TABLES[key].map((option) => {
              const chosen = filters[key] === option.code;
              return (
                <button
                  key={option.code}
                  type="button"
                  className={styles.choice}
                  aria-pressed={chosen}
                  aria-label={withCount(`${option.label} ${legend.toLowerCase()}`, facets?.[key][option.code])}
                  onClick={() => (chosen ? drop(key) : set({ [key]: option.code }))}
                >
                  <CountedLabel label={option.label} count={facets?.[key][option.code]} />
                </button>
              );
            })}
          </div>
        </FilterGroup>
      ))}

      {CHECKBOX_GROUPS.map(([key, legend]) => {
        const chosen = filters[key] ?? [];
        return (
          <FilterGroup key={key} legend={legend} {...groupProps(key, chosen.length > 0)}>
            {FACET_TABLES[key].map((option) => (
              <label key={option.code} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option.code)}
                  onChange={(event) => {
                    const next = event.target.checked
                      ? [...chosen, option.code]
                      : chosen.filter((code) => code !== option.code);
                    if (next.length === 0) drop(key);
                    else set({ [key]: next });
                  }}
                />
                <span>{withCount(option.label, facets?.[key][option.code])}</span>
              </label>
            ))}
          </FilterGroup>
        );
      })}
    </aside>
  );
}
