import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { OrderCreated, OrderRequest } from 'contracts/src/checkout/order';
import type { ApplyPromoCodeRequest, PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** A code the shopper chose from the list (by id) or typed (by its text): the request fields that name it. */
export type PromoCodeChoice =
  Required<Pick<ApplyPromoCodeRequest, 'promocode_id'>> | Required<Pick<ApplyPromoCodeRequest, 'promocode'>>;

/** The spec asks for up to 1000 codes. */
const PROMO_CODE_LIMIT = 1000;

export async function fetchPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return (await apiClient.get<PromoCode[]>('promocodes', { searchParams: { limit: PROMO_CODE_LIMIT }, signal })).data;
}

export function applyPromoCode(cartId: string, choice: PromoCodeChoice): Promise<ApiEnvelope<PriceQuote>> {
  return apiClient.post<PriceQuote>('apply-promocode', { cart_id: cartId, ...choice });
}

export function placeOrder(request: OrderRequest): Promise<ApiEnvelope<OrderCreated>> {
  return apiClient.post<OrderCreated>('order', request);
}
