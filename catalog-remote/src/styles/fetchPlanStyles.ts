import { queryOptions } from '@tanstack/react-query';
import type { PlanStyle } from 'contracts/src/catalog/plan';
import { apiClient } from 'shared-ui';

/** GET plan-styles: the architectural styles in code order, `limit` of them. */
async function fetchPlanStyles(limit: number, signal?: AbortSignal): Promise<PlanStyle[]> {
  const envelope = await apiClient.get<PlanStyle[]>('plan-styles', { searchParams: { limit }, signal });
  return envelope.data;
}

export const planStylesQuery = (limit: number) =>
  queryOptions({ queryKey: ['plan-styles', limit], queryFn: ({ signal }) => fetchPlanStyles(limit, signal) });
