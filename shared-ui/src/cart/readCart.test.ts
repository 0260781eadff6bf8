import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { emitStoreEvent } from '../events/eventBus';
import { apiClient } from '../http/apiClient';
import { useSessionStore } from '../session/sessionStore';
import { CART_READ_REUSE_MS, adoptCartRead, readCart } from './readCart';

jest.mock('../http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);

function answer(entries: Array<Pick<CartEntry, '_id'>>): ApiEnvelope<unknown> {
  return { status: 200, message: 'OK', data: entries };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  jest.useRealTimers();
  get.mockReset();
  window.sessionStorage.clear();
  useSessionStore.getState().signIn('shopper-token');
});

describe('readCart', () => {
  it('asks the API once for everyone who asks while the read is under way', async () => {
    const pending = deferred<ReturnType<typeof answer>>();
    get.mockReturnValue(pending.promise);
    const header = readCart();
    const page = readCart();
    pending.resolve(answer([{ _id: '7' }]));
    await expect(header).resolves.toEqual([{ _id: '7' }]);
    await expect(page).resolves.toEqual([{ _id: '7' }]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('cart');
  });

  it('serves a fresh answer again, and reads anew once it is older than the reuse window', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    get.mockResolvedValueOnce(answer([{ _id: '7' }])).mockResolvedValueOnce(answer([]));
    await readCart();
    jest.setSystemTime(1_000_000 + CART_READ_REUSE_MS - 1);
    await expect(readCart()).resolves.toEqual([{ _id: '7' }]);
    jest.setSystemTime(1_000_000 + CART_READ_REUSE_MS + 1);
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

  it('never reuses a failed read: the next call (a Retry) asks again', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer([{ _id: '7' }]));
    await expect(readCart()).rejects.toThrow('offline');
    await expect(readCart()).resolves.toEqual([{ _id: '7' }]);
    expect(get).toHaveBeenCalledTimes(2);
  });

  describe('a read the page started before the scripts', () => {
    const answered = (status: number, body: unknown) =>
      Promise.resolve({ ok: status >= 200 && status < 300, json: async () => body });

    it('answers readCart() without asking the API', async () => {
      adoptCartRead('shopper-token', answered(200, answer([{ _id: '7' }])));
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
      adoptCartRead('shopper-token', early());
      await expect(readCart()).resolves.toEqual([{ _id: '9' }]);
      expect(get).toHaveBeenCalledWith('cart');
    });

    it("is not taken for another shopper's session", async () => {
      get.mockResolvedValueOnce(answer([]));
      adoptCartRead('someone-else', answered(200, answer([{ _id: '7' }])));
      await expect(readCart()).resolves.toEqual([]);
    });
  });
});
