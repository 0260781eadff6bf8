import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { labelOf } from 'contracts/src/catalog/codeTables';
import { FACET_TABLES, type PlanFacets } from 'contracts/src/catalog/facets';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { CHECKBOX_GROUPS, COUNT_GROUPS, RANGE_GROUPS } from '../filter-panel/filterGroups';

/** One of the shopper's filters as a chip above the results. */
export interface ActiveFilter {
  /** Stable among the chips: React's key. */
  id: string;
  /** What the chip says ('Craftsman', 'Square Feet: 1,000 to 2,000', '“lake”'). */
  label: string;
  /**
   * How many plans have this option, given the other filters (the facet count the panel shows beside it); none for
   * the keyword and the ranges, which have no facet.
   */
  count: number | undefined;
  /** The filters without this one. */
  without: PlanFilters;
}

function omit(filters: PlanFilters, key: keyof PlanFilters): PlanFilters {
  const next = { ...filters };
  delete next[key];
  return next;
}

function rangeLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatWholeNumber(min)} to ${formatWholeNumber(max)}`;
  if (min !== undefined) return `from ${formatWholeNumber(min)}`;
  return `up to ${formatWholeNumber(max ?? 0)}`;
}

/**
 * The shopper's own filters as chips, in the panel's order (the route's preset is not one: the route says it). The
 * sort and the page are no filters. `facets` is null before the first answer: the chips then have no counts yet.
 */
export function activeFiltersOf(filters: PlanFilters, facets: PlanFacets | null): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.keyword !== undefined) {
    chips.push({ id: 'keyword', label: `“${filters.keyword}”`, count: undefined, without: omit(filters, 'keyword') });
  }
  if (filters.plan_style_id !== undefined) {
    const code = Number(filters.plan_style_id);
    chips.push({
      id: 'plan_style_id',
      label: ARCHITECTURAL_STYLES.find((style) => style.code === code)?.label ?? `Style ${filters.plan_style_id}`,
      count: facets?.style[code],
      without: omit(filters, 'plan_style_id'),
    });
  }
  for (const [legend, minKey, maxKey] of RANGE_GROUPS) {
    const min = filters[minKey];
    const max = filters[maxKey];
    if (min === undefined && max === undefined) continue;
    chips.push({
      id: minKey,
      label: `${legend}: ${rangeLabel(min, max)}`,
      count: undefined,
      without: omit(omit(filters, minKey), maxKey),
    });
  }
  for (const [key, legend] of COUNT_GROUPS) {
    const code = filters[key];
    if (code === undefined) continue;
    chips.push({
      id: key,
      label: `${legend}: ${labelOf(FACET_TABLES[key], code)}`,
      count: facets?.[key][code],
      without: omit(filters, key),
    });
  }
  // The style list has no group of the panel (it picks one style, plan_style_id), but a link may carry it.
  for (const [key] of [['style', 'Architectural Style'] as const, ...CHECKBOX_GROUPS]) {
    const codes = filters[key] ?? [];
    for (const code of codes) {
      const rest = codes.filter((other) => other !== code);
      chips.push({
        id: `${key}:${code}`,
        label: labelOf(FACET_TABLES[key], code),
        count: facets?.[key][code],
        without: rest.length === 0 ? omit(filters, key) : { ...filters, [key]: rest },
      });
    }
  }
  return chips;
}
