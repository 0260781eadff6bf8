import type { CartEntry } from 'contracts/src/checkout/cart';
import { onStoreEvent } from '../events/eventBus';
import { apiClient } from '../http/apiClient';
import { getSessionToken } from '../session/sessionStore';

/**
 * How long an answer serves later callers too. On a page load the header's badge and the cart page ask within
 * moments of each other; a change made in this tab is announced and always read anew.
 */
export const CART_READ_REUSE_MS = 5000;

interface CartRead {
  token: string | null;
  entries: Promise<CartEntry[]>;
  answeredAt: number | null;
}

let latest: CartRead | null = null;

/**
 * The signed-in shopper's cart (GET cart), read once for every caller of this copy of shared-ui that asks while
 * the read is under way or just answered: on /cart the page shows the cart the header has already asked for,
 * instead of asking again when its code arrives. A failed read is never reused; an announced change to the cart
 * or the session ('cart:changed', 'session:changed') makes the next call read again.
 */
export function readCart(): Promise<CartEntry[]> {
  const token = getSessionToken();
  const current = latest;
  if (current && current.token === token && (current.answeredAt === null || Date.now() - current.answeredAt < CART_READ_REUSE_MS)) {
    return current.entries;
  }
  const read: CartRead = { token, entries: apiClient.get<CartEntry[]>('cart').then((envelope) => envelope.data), answeredAt: null };
  latest = read;
  read.entries.then(
    () => {
      read.answeredAt = Date.now();
    },
    () => {
      if (latest === read) latest = null;
    },
  );
  return read.entries;
}

const forgetRead = () => {
  latest = null;
};
onStoreEvent('cart:changed', forgetRead);
onStoreEvent('session:changed', forgetRead);
