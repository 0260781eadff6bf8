import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { OrderCreated, OrderRequest } from 'contracts/src/checkout/order';
import type { PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** The spec asks for up to 1000 codes. */
const PROMO_CODE_LIMIT = 1000;

export async function fetchPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return (await apiClient.get<PromoCode[]>('promocodes', { searchParams: { limit: PROMO_CODE_LIMIT }, signal })).data;
}

export function applyPromoCode(cartId: string, promoCodeId: string): Promise<ApiEnvelope<PriceQuote>> {
  return apiClient.post<PriceQuote>('apply-promocode', { cart_id: cartId, promocode_id: promoCodeId });
}

export function placeOrder(request: OrderRequest): Promise<ApiEnvelope<OrderCreated>> {
  return apiClient.post<OrderCreated>('order', request);
}
