import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { OrderCreated, OrderRequest } from 'contracts/src/checkout/order';
import type { ApplyPromoCodeRequest, PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import { CART_QUERY_KEY } from 'shared-ui/src/data/storeQueryClient';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { fetchCartEntry } from '../cart/cartApi';

/** A code the shopper chose from the list (by id) or typed (by its text): the request fields that name it. */
export type PromoCodeChoice =
  Required<Pick<ApplyPromoCodeRequest, 'promocode_id'>> | Required<Pick<ApplyPromoCodeRequest, 'promocode'>>;

/** The spec asks for up to 1000 codes. */
const PROMO_CODE_LIMIT = 1000;

export async function fetchPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return (await apiClient.get<PromoCode[]>('promocodes', { searchParams: { limit: PROMO_CODE_LIMIT }, signal })).data;
}

/** What the checkout of one cart entry shows: the entry and the codes on offer. */
export interface CheckoutData {
  entry: CartEntry;
  promoCodes: PromoCode[];
}

/**
 * The checkout of cart entry `cartId`, both reads together (one loading state, one Retry for both). Kept under the
 * cart's key: a change to the cart ('cart:changed') makes it stale, the entry may be gone.
 */
export const checkoutQuery = (cartId: string) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, cartId, 'checkout'],
    queryFn: async ({ signal }): Promise<CheckoutData> => {
      const [entry, promoCodes] = await Promise.all([fetchCartEntry(cartId, signal), fetchPromoCodes(signal)]);
      return { entry, promoCodes };
    },
  });

export function applyPromoCode(cartId: string, choice: PromoCodeChoice): Promise<ApiEnvelope<PriceQuote>> {
  return apiClient.post<PriceQuote>('apply-promocode', { cart_id: cartId, ...choice });
}

export function placeOrder(request: OrderRequest): Promise<ApiEnvelope<OrderCreated>> {
  return apiClient.post<OrderCreated>('order', request);
}
