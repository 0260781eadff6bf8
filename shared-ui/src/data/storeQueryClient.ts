import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { onStoreEvent } from '../events/eventBus';

/**
 * The first part of every query key whose answer belongs to the signed-in shopper (cart, orders, profile,
 * favourites): a new session drops them all, so nobody ever sees the last shopper's data.
 */
export const SHOPPER_DATA = 'shopper';

/** The cart's key, shared by the header's badge and the cart and checkout pages. */
export const CART_QUERY_KEY = [SHOPPER_DATA, 'cart'] as const;

/**
 * The first part of the keys of plan lists and plan pages. They are public, but each plan says whether the signed-in
 * shopper likes it (`is_liked`), so a changed favourite or a new session drops the copies no screen shows (the next
 * list or page reads its hearts anew) and marks the ones on screen stale.
 */
export const PLANS_QUERY_KEY = ['plans'] as const;

/** What each announced change makes stale; the next reader (or the one on screen) reads anew. */
const STALE_AFTER: Readonly<Record<'cart:changed' | 'favorites:changed', QueryKey>> = {
  'cart:changed': CART_QUERY_KEY,
  'favorites:changed': [SHOPPER_DATA, 'favorites'],
};

/**
 * A cache of API answers for one page (the browser's) or one server render. Reads are repeated once by the API
 * client when a gateway hiccups, so the cache itself does not retry: a failure reaches the screen's Retry at once.
 * An answer serves every reader for 30 seconds; a change announced on the bus makes it stale sooner.
 */
export function createStoreQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Plans cached for one shopper's hearts: those not on screen go, those on screen are stale (and read now if `refetch`). */
function forgetPlanHearts(client: QueryClient, refetch: 'active' | 'none'): void {
  client.removeQueries({ queryKey: PLANS_QUERY_KEY, type: 'inactive' });
  void client.invalidateQueries({ queryKey: PLANS_QUERY_KEY, refetchType: refetch });
}

/** Keeps `client` in step with the bus: announced changes make their answers stale, a new session drops the old one's. */
export function followStoreEvents(client: QueryClient): () => void {
  const unsubscribes = [
    onStoreEvent('cart:changed', () => void client.invalidateQueries({ queryKey: STALE_AFTER['cart:changed'] })),
    onStoreEvent('favorites:changed', () => {
      void client.invalidateQueries({ queryKey: STALE_AFTER['favorites:changed'] });
      // The heart that changed shows it already: the plans on screen are read anew only when next shown.
      forgetPlanHearts(client, 'none');
    }),
    onStoreEvent('session:changed', ({ signedIn }) => {
      // A new session reads the shopper's answers anew. Signing out only drops them: the screens still showing them
      // have not re-rendered yet, and reading now, without a session, could only be refused (a 401 per query).
      if (signedIn) void client.resetQueries({ queryKey: [SHOPPER_DATA] });
      else client.removeQueries({ queryKey: [SHOPPER_DATA] });
      forgetPlanHearts(client, 'active');
    }),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

let pageClient: QueryClient | undefined;

/** The browser page's one cache, shared by the shell and every remote through this singleton copy of shared-ui. */
export function pageQueryClient(): QueryClient {
  pageClient ??= createStoreQueryClient();
  return pageClient;
}
