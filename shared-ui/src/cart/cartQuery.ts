import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { CART_QUERY_KEY } from '../data/storeQueryClient';
import { apiClient } from '../http/apiClient';
import { getSessionToken } from '../session/sessionStore';

/** GET cart through the API client, which reports a failure as every other call does. */
function requestCart(signal?: AbortSignal): Promise<CartEntry[]> {
  return apiClient.get<CartEntry[]>('cart', { signal }).then((envelope) => envelope.data);
}

/**
 * The signed-in shopper's cart: one read serves the header's badge and the cart and checkout pages. On a page load
 * they ask within moments of each other; a change ('cart:changed') or a new session makes it stale.
 */
export const cartQuery = () =>
  queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => requestCart(signal), staleTime: 5000 });

/** A cart answer as the API sends it: the envelope with status 200 and a list. */
function isCartAnswer(value: unknown): value is ApiEnvelope<CartEntry[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Reflect.get(value, 'status') === 200 &&
    Array.isArray(Reflect.get(value, 'data'))
  );
}

async function cartOf(response: Pick<Response, 'ok' | 'json'>): Promise<CartEntry[] | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return isCartAnswer(body) ? body.data : null;
}

/**
 * Takes over a read of the cart that is already under way for `token` (the shell's page asks as it paints, before
 * the scripts): the cart's readers get its answer. Anything but a good answer (a refusal, an expired session, a
 * network error) is asked again through the API client, which reports it as every other call does.
 */
export function adoptCartRead(
  client: QueryClient,
  token: string,
  answer: Promise<Pick<Response, 'ok' | 'json'>>,
): void {
  if (getSessionToken() !== token) return;
  // Kept for the readers that come; a failure reaches them, not this caller.
  void client.prefetchQuery({
    ...cartQuery(),
    queryFn: ({ signal }) =>
      answer
        .then(cartOf)
        .catch(() => null)
        .then((cart) => cart ?? requestCart(signal)),
  });
}
