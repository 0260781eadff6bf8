import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { RANGE_GROUPS } from '../filter-panel/filterGroups';

/** The ranges whose minimum is above their maximum: no plan can match them. */
export function invertedRanges(filters: PlanFilters): Array<{ legend: string; min: number; max: number }> {
  return RANGE_GROUPS.flatMap(([legend, minKey, maxKey]) => {
    const min = filters[minKey];
    const max = filters[maxKey];
    return min !== undefined && max !== undefined && min > max ? [{ legend, min, max }] : [];
  });
}

/** Why a search found no plan, in words the shopper can act on. */
export function whyNothingMatches(filters: PlanFilters): string {
  const [inverted] = invertedRanges(filters);
  if (inverted) {
    return (
      `${inverted.legend}: the minimum (${formatWholeNumber(inverted.min)}) is above the maximum ` +
      `(${formatWholeNumber(inverted.max)}), so no plan can match. Lower the minimum or raise the maximum.`
    );
  }
  if (filters.keyword !== undefined) {
    return `No plan matches “${filters.keyword}” with these filters. Try fewer or other words, or remove a filter.`;
  }
  return 'No plan matches these filters. Remove a filter, or clear them all.';
}
