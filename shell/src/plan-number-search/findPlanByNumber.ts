import type { PlanSummary } from 'contracts/src/catalog/plan';
import { apiClient, isApiError } from 'shared-ui';

export type PlanNumberLookup = { found: true; planId: string } | { found: false };

/**
 * Looks a plan up by its number (GET user/property?plan_number=..., catalogue spec §7). The number is sent as
 * typed (spec §5). A plan counts as found only when the answer carries its _id; a 404 means no such plan; any
 * other failure is thrown for the caller to report.
 */
export async function findPlanByNumber(planNumber: string): Promise<PlanNumberLookup> {
  try {
    const { data } = await apiClient.get<PlanSummary | null>('user/property', {
      searchParams: { plan_number: planNumber },
    });
    return data && typeof data._id === 'string' && data._id !== ''
      ? { found: true, planId: data._id }
      : { found: false };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: false };
    throw error;
  }
}
