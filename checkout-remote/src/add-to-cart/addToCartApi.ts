import type { AddToCartRequest, AddToCartResult } from 'contracts/src/checkout/cart';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchPlanOptions(planId: string, signal?: AbortSignal): Promise<PlanPurchaseOptions> {
  return (await apiClient.get<PlanPurchaseOptions>('plan-options', { searchParams: { property_id: planId }, signal }))
    .data;
}

export function addToCart(request: AddToCartRequest): Promise<ApiEnvelope<AddToCartResult>> {
  return apiClient.post<AddToCartResult>('cart', request);
}
