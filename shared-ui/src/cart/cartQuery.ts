import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { adoptEarlyRead, type EarlyAnswer } from '../data/adoptEarlyRead';
import { CART_QUERY_KEY } from '../data/storeQueryClient';
import { apiClient } from '../http/apiClient';

/** GET cart through the API client, which reports a failure as every other call does. */
function requestCart(signal?: AbortSignal): Promise<CartEntry[]> {
  return apiClient.get<CartEntry[]>('cart', { signal }).then((envelope) => envelope.data);
}

const CART_STALE_MS = 5000;

/**
 * The signed-in shopper's cart: one read serves the header's badge and the cart and checkout pages. On a page load
 * they ask within moments of each other; a change ('cart:changed') or a new session makes it stale.
 */
export const cartQuery = () =>
  queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => requestCart(signal), staleTime: CART_STALE_MS });

/**
 * Takes over a read of the cart that is already under way for `token` (the shell's entry asks before the scripts):
 * the cart's readers get its answer, or a read of their own if it is not a good one (adoptEarlyRead).
 */
export function adoptCartRead(client: QueryClient, token: string, answer: Promise<EarlyAnswer>): void {
  adoptEarlyRead(client, token, answer, {
    queryKey: CART_QUERY_KEY,
    staleTime: CART_STALE_MS,
    accepts: (data): data is CartEntry[] => Array.isArray(data),
    request: requestCart,
  });
}
