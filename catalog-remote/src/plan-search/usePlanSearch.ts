import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { planSearchQuery } from './fetchPlanSearch';

/** The spec's re-query delay after a filter change. */
export const SEARCH_DEBOUNCE_MS = 100;

/** Performance API marks (`npm run bench` times a filter click to the updated list; so can real-user monitoring). */
export const FILTER_CHANGE_MARK = 'plan-search:filter-change';
export const RESULTS_SHOWN_MARK = 'plan-search:results-shown';

/** Marks a moment on the page's performance timeline, where the browser has one. */
export function markTimeline(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Searches for `filters` about 100 ms after they last changed (a search no longer wanted by then is never sent).
 * While a new answer loads, the previous page stays (`isPlaceholderData`), its facet counts usable. The results
 * mark RESULTS_SHOWN_MARK once an answer is on screen (SearchResults).
 */
export function usePlanSearch(filters: PlanFilters) {
  return useQuery({ ...planSearchQuery(filters, { settleMs: SEARCH_DEBOUNCE_MS }), placeholderData: keepPreviousData });
}
