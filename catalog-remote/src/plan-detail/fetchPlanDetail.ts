import type { PlanDetail } from 'contracts/src/catalog/plan';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** GET property/{id}: one plan with every detail field. */
export async function fetchPlanDetail(id: string, signal?: AbortSignal): Promise<PlanDetail> {
  const envelope = await apiClient.get<PlanDetail>(`property/${encodeURIComponent(id)}`, { signal });
  return envelope.data;
}
