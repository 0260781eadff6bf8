import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { OrderCreated, OrderRequest } from 'contracts/src/checkout/order';
import type { ApplyPromoCodeRequest, PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import type { LastAddress } from 'contracts/src/checkout/shippingAddress';
import { apiClient, CART_QUERY_KEY, SHOPPER_DATA } from 'shared-ui';
import { fetchCartEntry } from '../cart/cartApi';

/** A code the shopper chose from the list (by id) or typed (by its text): the request fields that name it. */
export type PromoCodeChoice =
  Required<Pick<ApplyPromoCodeRequest, 'promocode_id'>> | Required<Pick<ApplyPromoCodeRequest, 'promocode'>>;

/** The spec asks for up to 1000 codes. */
const PROMO_CODE_LIMIT = 1000;

export async function fetchPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return (await apiClient.get<PromoCode[]>('promocodes', { searchParams: { limit: PROMO_CODE_LIMIT }, signal })).data;
}

/**
 * Which cart lines a checkout buys: the whole cart (the cart page's one Proceed To Checkout), or the one entry the
 * spec's per-entry link names (`/checkout?cart=<id>`).
 */
export type CheckoutScope = { kind: 'cart' } | { kind: 'entry'; cartId: string };

/** What a checkout shows: its lines and the codes on offer. */
export interface CheckoutData {
  entries: CartEntry[];
  promoCodes: PromoCode[];
}

/** How a quote or an order names the lines: all of them (`cart_ids`), or the spec's one `cart_id`. */
export type CheckoutLines = Pick<OrderRequest, 'cart_ids' | 'cart_id'>;

export function checkoutLinesOf(scope: CheckoutScope, entries: readonly CartEntry[]): CheckoutLines {
  return scope.kind === 'entry' ? { cart_id: scope.cartId } : { cart_ids: entries.map((entry) => entry._id) };
}

async function fetchCheckoutEntries(scope: CheckoutScope, signal: AbortSignal): Promise<CartEntry[]> {
  if (scope.kind === 'entry') return [await fetchCartEntry(scope.cartId, signal)];
  return (await apiClient.get<CartEntry[]>('cart', { signal })).data;
}

/**
 * The checkout of `scope`, both reads together (one loading state, one Retry for both). Kept under the cart's key:
 * a change to the cart ('cart:changed') makes it stale, an entry may be gone.
 */
export const checkoutQuery = (scope: CheckoutScope) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, scope.kind === 'entry' ? scope.cartId : 'whole cart', 'checkout'],
    queryFn: async ({ signal }): Promise<CheckoutData> => {
      const [entries, promoCodes] = await Promise.all([fetchCheckoutEntries(scope, signal), fetchPromoCodes(signal)]);
      return { entries, promoCodes };
    },
  });

export function applyPromoCode(lines: CheckoutLines, choice: PromoCodeChoice): Promise<ApiEnvelope<PriceQuote>> {
  return apiClient.post<PriceQuote>('apply-promocode', { ...lines, ...choice });
}

/**
 * The server's figures for the checkout's lines before any promo code: subtotal, the shopper's rewards line (User
 * Settings' programmes) and total (GET order-quote). Under the cart's key, so a change to the cart asks again; never
 * fresh across visits, so enrolling in User Settings, or an order paid meanwhile, shows at once.
 */
export const quoteQuery = (scope: CheckoutScope) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, scope.kind === 'entry' ? scope.cartId : 'whole cart', 'quote'],
    queryFn: async ({ signal }): Promise<PriceQuote> =>
      (
        await apiClient.get<PriceQuote>('order-quote', {
          searchParams: scope.kind === 'entry' ? { cart_id: scope.cartId } : {},
          signal,
        })
      ).data,
    staleTime: 0,
  });

export function placeOrder(request: OrderRequest): Promise<ApiEnvelope<OrderCreated>> {
  return apiClient.post<OrderCreated>('order', request);
}

/**
 * The billing name and shipping address of the shopper's last order (the account's name before any), which the
 * checkout pre-fills. A placed order changes them: placing one makes this stale.
 */
export const lastAddressQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'last-address'],
    queryFn: async ({ signal }): Promise<LastAddress> =>
      (await apiClient.get<LastAddress>('profile/last-address', { signal })).data,
  });
