import { queryOptions } from '@tanstack/react-query';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { PLANS_QUERY_KEY } from 'shared-ui/src/data/storeQueryClient';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** GET property/{id}: one plan with every detail field. */
async function fetchPlanDetail(id: string, signal?: AbortSignal): Promise<PlanDetail> {
  const envelope = await apiClient.get<PlanDetail>(`property/${encodeURIComponent(id)}`, { signal });
  return envelope.data;
}

/** One plan's page (its heart included, hence under the plans' key). */
export const planDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...PLANS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => fetchPlanDetail(id, signal) });

/** The compared plans, in the order they were added. */
export const comparedPlansQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, 'compare', ids],
    queryFn: ({ signal }) => Promise.all(ids.map((id) => fetchPlanDetail(id, signal))),
  });
