import type { ApiEnvelope } from 'contracts/src/api/envelope';
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

/** GET cart through the API client, which reports a failure as every other call does. */
function requestCart(): Promise<CartEntry[]> {
  return apiClient.get<CartEntry[]>('cart').then((envelope) => envelope.data);
}

/** Keeps `entries` as the latest read for `token`: a failed read is forgotten, an answered one ages. */
function remember(token: string | null, entries: Promise<CartEntry[]>): Promise<CartEntry[]> {
  const read: CartRead = { token, entries, answeredAt: null };
  latest = read;
  entries.then(
    () => {
      read.answeredAt = Date.now();
    },
    () => {
      if (latest === read) latest = null;
    },
  );
  return entries;
}

/**
 * The signed-in shopper's cart (GET cart), read once for every caller of this copy of shared-ui that asks while
 * the read is under way or just answered: on /cart the page shows the cart the header has already asked for,
 * instead of asking again when its code arrives. A failed read is never reused; an announced change to the cart
 * or the session ('cart:changed', 'session:changed') makes the next call read again.
 */
export function readCart(): Promise<CartEntry[]> {
  const token = getSessionToken();
  const current = latest;
  if (
    current &&
    current.token === token &&
    (current.answeredAt === null || Date.now() - current.answeredAt < CART_READ_REUSE_MS)
  ) {
    return current.entries;
  }
  return remember(token, requestCart());
}

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
 * the scripts): readCart() answers from it. Anything but a good answer (a refusal, an expired session, a network
 * error) is asked again through the API client, which reports it as every other call does.
 */
export function adoptCartRead(token: string, answer: Promise<Pick<Response, 'ok' | 'json'>>): void {
  if (getSessionToken() !== token) return;
  const entries = answer
    .then(cartOf)
    .catch(() => null)
    .then((cart) => cart ?? requestCart());
  // Kept for the readers that come; a failure reaches them, not this caller.
  void remember(token, entries);
}

const forgetRead = () => {
  latest = null;
};
onStoreEvent('cart:changed', forgetRead);
onStoreEvent('session:changed', forgetRead);
