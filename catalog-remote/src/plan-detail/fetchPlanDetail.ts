import { queryOptions } from '@tanstack/react-query';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { apiClient, isApiError, PLANS_QUERY_KEY } from 'shared-ui';

/** GET property/{id}: one plan with every detail field. */
async function fetchPlanDetail(id: string, signal?: AbortSignal): Promise<PlanDetail> {
  const envelope = await apiClient.get<PlanDetail>(`property/${encodeURIComponent(id)}`, { signal });
  return envelope.data;
}

/**
 * One plan's page (its heart included, hence under the plans' key); null when the API has no such plan. Not found
 * is an answer, not a failure: the server's render caches it and hands it to the browser like any answer (failures
 * are not handed over), so both draw the page's not-found state, and nothing asks again.
 */
export const planDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, 'detail', id],
    queryFn: async ({ signal }): Promise<PlanDetail | null> => {
      try {
        return await fetchPlanDetail(id, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The compared plans, in the order they were added. */
export const comparedPlansQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, 'compare', ids],
    queryFn: ({ signal }) => Promise.all(ids.map((id) => fetchPlanDetail(id, signal))),
  });
