import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { QueryClient } from '@tanstack/react-query';
import { createStoreQueryClient, followStoreEvents } from '../data/storeQueryClient';
import { emitStoreEvent } from '../events/eventBus';
import { apiClient } from '../http/apiClient';
import { useSessionStore } from '../session/sessionStore';
import { adoptCartRead, cartQuery } from './cartQuery';

jest.mock('../http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);

function answer(entries: Array<Pick<CartEntry, '_id'>>): ApiEnvelope<unknown> {
  return { status: 200, message: 'OK', data: entries };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** How long one answer serves every reader, as cartQuery() declares it. */
function cartReuseMs(): number {
  const { staleTime } = cartQuery();
  if (typeof staleTime !== 'number') throw new Error('cartQuery() should keep an answer for a fixed time');
  return staleTime;
}

let client: QueryClient;
let stopFollowing: () => void;

/** A reader of the cart (the header's badge, the cart page): answered from the cache while it is fresh. */
const readCart = () => client.fetchQuery(cartQuery());

beforeEach(() => {
  jest.useRealTimers();
  get.mockReset();
  window.sessionStorage.clear();
  useSessionStore.getState().signIn('shopper-token');
  // As the shell's provider does: the page's cache follows the bus.
  client = createStoreQueryClient();
  stopFollowing = followStoreEvents(client);
});

afterEach(() => {
  stopFollowing();
  client.clear();
});

describe('cartQuery', () => {
  it('asks the API once for everyone who asks while the read is under way', async () => {
    const pending = deferred<ReturnType<typeof answer>>();
    get.mockReturnValue(pending.promise);
    const header = readCart();
    const page = readCart();
    pending.resolve(answer([{ _id: '7' }]));
    await expect(header).resolves.toEqual([{ _id: '7' }]);
    await expect(page).resolves.toEqual([{ _id: '7' }]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('cart', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('serves a fresh answer again, and reads anew once it is older than the reuse window', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    get.mockResolvedValueOnce(answer([{ _id: '7' }])).mockResolvedValueOnce(answer([]));
    await readCart();
    jest.setSystemTime(1_000_000 + cartReuseMs() - 1);
    await expect(readCart()).resolves.toEqual([{ _id: '7' }]);
    jest.setSystemTime(1_000_000 + cartReuseMs() + 1);
    await expect(readCart()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads anew after a change to the cart is announced', async () => {
    get.mockResolvedValueOnce(answer([{ _id: '7' }])).mockResolvedValueOnce(answer([]));
    await readCart();
    emitStoreEvent('cart:changed', { count: 0 });
    await expect(readCart()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("never hands one shopper's cart to the next: a new session reads anew", async () => {
    get.mockResolvedValueOnce(answer([{ _id: '7' }])).mockResolvedValueOnce(answer([{ _id: '9' }]));
    await readCart();
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn('another-shopper');
    await expect(readCart()).resolves.toEqual([{ _id: '9' }]);
  });

  it('never reuses a failed read: the next reader (a Retry) asks again', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer([{ _id: '7' }]));
    await expect(readCart()).rejects.toThrow('offline');
    await expect(readCart()).resolves.toEqual([{ _id: '7' }]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('adoptCartRead: a read the page started before the scripts', () => {
  const answered = (status: number, body: unknown) =>
    Promise.resolve({ ok: status >= 200 && status < 300, json: async () => body });

  it("answers the cart's readers without asking the API", async () => {
    adoptCartRead(client, 'shopper-token', answered(200, answer([{ _id: '7' }])));
    await expect(readCart()).resolves.toEqual([{ _id: '7' }]);
    expect(get).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal (an expired session)',
      () => answered(401, { status: 401, message: 'please login to perform this action', data: null }),
    ],
    ['an answer that is not a cart', () => answered(200, { status: 200, message: 'OK', data: 'nothing' })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is asked again through the API client after %s, which reports it as every call does', async (_case, early) => {
    get.mockResolvedValueOnce(answer([{ _id: '9' }]));
    adoptCartRead(client, 'shopper-token', early());
    await expect(readCart()).resolves.toEqual([{ _id: '9' }]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('cart', expect.anything());
  });

  it("is not taken for another shopper's session", async () => {
    get.mockResolvedValueOnce(answer([]));
    adoptCartRead(client, 'someone-else', answered(200, answer([{ _id: '7' }])));
    await expect(readCart()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
