import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { fetchPlanSearch } from './fetchPlanSearch';

/** The spec's re-query delay after a filter change. */
export const SEARCH_DEBOUNCE_MS = 100;

/** Performance API marks (`npm run bench` times a filter click to the updated list; so can real-user monitoring). */
export const FILTER_CHANGE_MARK = 'plan-search:filter-change';
export const RESULTS_SHOWN_MARK = 'plan-search:results-shown';

/** Marks a moment on the page's performance timeline, where the browser has one. */
export function markTimeline(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

export type PlanSearchState =
  | { status: 'loading'; previous: PlanSearchPage | null }
  | { status: 'loaded'; page: PlanSearchPage }
  | { status: 'failed'; message: string };

/**
 * Searches for `filters` about 100 ms after they last changed; an answer for filters no longer shown is dropped.
 * While a new answer loads, the previous page stays visible (and its facet counts usable).
 */
export function usePlanSearch(filters: PlanFilters): { state: PlanSearchState; retry: () => void } {
  const key = JSON.stringify(encodeFilters(filters));
  const [state, setState] = useState<PlanSearchState>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'loaded' ? current.page : current.status === 'loading' ? current.previous : null,
    }));
    const timer = setTimeout(() => {
      fetchPlanSearch(filters, controller.signal).then(
        (page) => {
          // A transition: a page of cards renders in slices instead of one long task.
          if (!controller.signal.aborted) startTransition(() => setState({ status: 'loaded', page }));
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for `filters`: a new object with the same filters must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // Passive effects run once the answer is committed to the screen.
  useEffect(() => {
    if (state.status === 'loaded') markTimeline(RESULTS_SHOWN_MARK);
  }, [state]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
