import { ExpiringLruCache, getOrLoad } from './expiringLruCache';

describe('ExpiringLruCache', () => {
  it('forgets the least recently used entry when full', () => {
    const cache = new ExpiringLruCache<string, number>(2, 1_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets entries older than the time to live', () => {
    let now = 0;
    const cache = new ExpiringLruCache<string, number>(10, 1_000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads a value once for concurrent requests', async () => {
    const cache = new ExpiringLruCache<string, Promise<number>>(10, 1_000);
    const load = jest.fn(async () => 42);
    const answers = await Promise.all([getOrLoad(cache, 'k', load), getOrLoad(cache, 'k', load)]);
    expect(answers).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ExpiringLruCache<string, Promise<number>>(10, 1_000);
    await expect(getOrLoad(cache, 'k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(getOrLoad(cache, 'k', async () => 7)).resolves.toBe(7);
  });

  it('is emptied by clear()', () => {
    const cache = new ExpiringLruCache<string, number>(10, 1_000);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
