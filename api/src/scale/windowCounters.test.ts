import { startRedisServer, type RunningRedis } from './testing/redisServer';
import { connectRedisCounters, memoryWindowCounters, redactedUrl, type WindowCounters } from './windowCounters';

describe('counters in memory', () => {
  it('count hits per key in a window that starts at the first hit, and start again once it ends', async () => {
    let now = 1_000;
    const counters = memoryWindowCounters({ now: () => now });
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, msLeft: 60_000 });
    now += 10_000;
    expect(await counters.hit('a', 60_000)).toEqual({ count: 2, msLeft: 50_000 });
    expect(await counters.hit('b', 60_000)).toEqual({ count: 1, msLeft: 60_000 });
    expect(await counters.peek('a', 60_000)).toEqual({ count: 2, msLeft: 50_000 });
    now += 50_000;
    expect(await counters.peek('a', 60_000)).toEqual({ count: 0, msLeft: 0 });
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, msLeft: 60_000 });
  });

  it('keep at most maxKeys, forgetting the oldest windows first', async () => {
    const counters = memoryWindowCounters({ maxKeys: 2 });
    await counters.hit('first', 60_000);
    await counters.hit('second', 60_000);
    await counters.hit('third', 60_000);
    expect((await counters.peek('first', 60_000)).count).toBe(0);
    expect((await counters.peek('second', 60_000)).count).toBe(1);
    expect((await counters.peek('third', 60_000)).count).toBe(1);
  });
});

describe('counters in a real Redis', () => {
  let redis: RunningRedis;
  const opened: WindowCounters[] = [];
  const logged: string[] = [];
  const connect = async (url: string) => {
    const counters = await connectRedisCounters(url, {
      commandTimeoutMs: 300,
      startTimeoutMs: 1_000,
      log: (level, message) => logged.push(`${level}: ${message}`),
    });
    opened.push(counters);
    return counters;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    await Promise.all(opened.map((counters) => counters.close()));
    await redis?.stop();
  });

  it('are shared by every client: what one instance counts, another sees', async () => {
    const one = await connect(redis.url);
    const other = await connect(redis.url);
    expect(one.where).toBe('redis');
    expect((await one.hit('login|10.0.0.1', 60_000)).count).toBe(1);
    expect((await one.hit('login|10.0.0.1', 60_000)).count).toBe(2);
    const third = await other.hit('login|10.0.0.1', 60_000);
    expect(third.count).toBe(3);
    expect(third.msLeft).toBeGreaterThan(59_000);
    expect(third.msLeft).toBeLessThanOrEqual(60_000);
    expect(await other.peek('login|10.0.0.1', 60_000)).toMatchObject({ count: 3 });
    expect(await other.peek('nobody', 60_000)).toEqual({ count: 0, msLeft: 0 });
  });

  it('end a window after its time', async () => {
    const counters = await connect(redis.url);
    await counters.hit('short', 200);
    await counters.hit('short', 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counters.hit('short', 200)).toMatchObject({ count: 1 });
  });

  it('fail open to this instance’s own counts at once when Redis goes away, and share again once it is back', async () => {
    const own = await startRedisServer();
    try {
      const counters = await connect(own.url);
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      await own.stop(true);
      const started = performance.now();
      // Counted here now: every hit still counts, none waits for the missing server.
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      expect((await counters.hit('k', 60_000)).count).toBe(2);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(logged.some((line) => line.startsWith('warn: Redis did not answer'))).toBe(true);

      const back = await startRedisServer(own.port);
      try {
        const deadline = Date.now() + 10_000;
        // ioredis reconnects by itself (at most 2 s apart); a fresh Redis starts the count again.
        while ((await counters.hit('back', 60_000)).count !== 1 || !logged.some((line) => line.includes('again'))) {
          if (Date.now() > deadline) throw new Error(`Redis was not used again: ${logged.join('; ')}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const viaOther = await connect(back.url);
        expect((await viaOther.hit('back', 60_000)).count).toBe(2);
      } finally {
        await back.stop();
      }
    } finally {
      await own.stop();
    }
  });

  it('give a hung Redis a short time only (the command timeout), then count on their own', async () => {
    const own = await startRedisServer();
    try {
      const counters = await connect(own.url);
      expect((await counters.hit('hung', 60_000)).count).toBe(1);
      own.freeze(true);
      const started = performance.now();
      expect((await counters.hit('hung', 60_000)).count).toBe(1);
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(250);
      expect(took).toBeLessThan(1_500);
      own.freeze(false);
    } finally {
      await own.stop();
    }
  });

  it('do not hang a start when Redis is unreachable: they count per instance until it answers', async () => {
    const started = performance.now();
    const counters = await connect('redis://127.0.0.1:1');
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await counters.hit('x', 60_000)).toMatchObject({ count: 1 });
    expect(await counters.hit('x', 60_000)).toMatchObject({ count: 2 });
  });

  it('never log a password', () => {
    expect(redactedUrl('redis://user:secret@cache.internal:6379/0')).toBe('redis://user:***@cache.internal:6379/0');
  });
});
