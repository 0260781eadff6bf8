import { queryOptions } from '@tanstack/react-query';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { apiClient, PLANS_QUERY_KEY } from 'shared-ui';

/** GET properties: a page of plans with the total and the facet counts. */
async function fetchPlanSearch(filters: PlanFilters, signal?: AbortSignal): Promise<PlanSearchPage> {
  const envelope = await apiClient.get<PlanSearchPage>('properties', { searchParams: encodeFilters(filters), signal });
  return envelope.data;
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('The search was aborted.'));
      },
      { once: true },
    );
  });
}

/**
 * A search for `filters`: the plan lists and the home carousels. With `settleMs`, it waits that long before it asks;
 * filters changed meanwhile leave this read without a reader, which aborts it before anything is sent.
 */
export const planSearchQuery = (filters: PlanFilters, { settleMs = 0 }: { settleMs?: number } = {}) =>
  queryOptions({
    // The wire form: filters that send the same query share one answer.
    queryKey: [...PLANS_QUERY_KEY, 'search', encodeFilters(filters)],
    queryFn: async ({ signal }) => {
      if (settleMs > 0) await pause(settleMs, signal);
      return fetchPlanSearch(filters, signal);
    },
  });
