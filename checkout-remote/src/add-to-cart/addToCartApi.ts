import { queryOptions } from '@tanstack/react-query';
import type { AddToCartRequest, AddToCartResult } from 'contracts/src/checkout/cart';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { apiClient } from 'shared-ui';

export async function fetchPlanOptions(planId: string, signal?: AbortSignal): Promise<PlanPurchaseOptions> {
  return (await apiClient.get<PlanPurchaseOptions>('plan-options', { searchParams: { property_id: planId }, signal }))
    .data;
}

/** The plan sets, foundations and extras plan `planId` is sold with, at the server's prices. */
export const planOptionsQuery = (planId: string) =>
  queryOptions({
    queryKey: ['add-to-cart', 'plan-options', planId],
    queryFn: ({ signal }) => fetchPlanOptions(planId, signal),
  });

export function addToCart(request: AddToCartRequest): Promise<ApiEnvelope<AddToCartResult>> {
  return apiClient.post<AddToCartResult>('cart', request);
}
