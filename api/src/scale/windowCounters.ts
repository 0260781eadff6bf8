import { Redis } from 'ioredis';

/** How many hits a key has had in its current window, and how long until that window ends. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/**
 * Counters per key over fixed windows (a window starts at a key's first hit): the only state the rate limits keep.
 * In this process's memory (one instance, the embedded default), or in Redis, shared by every API instance.
 */
export interface WindowCounters {
  readonly where: 'memory' | 'redis';
  /** Counts one hit on `key` and answers the count so far in its window. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count so far, without adding to it. */
  peek(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

/** Enough for every client of a busy store in a minute's window; the oldest keys go first beyond it. */
const MEMORY_KEYS = 50_000;

/** Counts in this process: what one instance needs, and what the Redis counters fall back to. */
export function memoryWindowCounters({ maxKeys = MEMORY_KEYS, now = Date.now } = {}): WindowCounters {
  // A Map keeps insertion order: a key is re-inserted when its window starts, so the first keys are the oldest.
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window === undefined || window.endsAt <= now()) return undefined;
    return window;
  };
  return {
    where: 'memory',
    async hit(key, windowMs) {
      let window = live(key);
      if (window === undefined) {
        windows.delete(key);
        window = { count: 0, endsAt: now() + windowMs };
        windows.set(key, window);
        for (const oldest of windows.keys()) {
          if (windows.size <= maxKeys) break;
          windows.delete(oldest);
        }
      }
      window.count += 1;
      return { count: window.count, msLeft: window.endsAt - now() };
    },
    async peek(key) {
      const window = live(key);
      return window === undefined ? { count: 0, msLeft: 0 } : { count: window.count, msLeft: window.endsAt - now() };
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR, and the window's expiry on its first hit (or if a key somehow lost it): one round trip, atomic. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}`;

function windowCountOf(reply: unknown): WindowCount {
  if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
    throw new Error(`Redis answered a counter script with ${JSON.stringify(reply)}`);
  }
  return { count: reply[0], msLeft: reply[1] };
}

export interface RedisCountersOptions {
  /** How long a counter command may take before this instance counts on its own instead. */
  commandTimeoutMs?: number;
  /** How long the start waits for Redis before serving anyway (counting on its own until Redis answers). */
  startTimeoutMs?: number;
  /** Prepended to every key, so that one Redis can serve other things (or stores) too. */
  keyPrefix?: string;
  /** Told once when Redis stops answering, and once when it answers again. */
  log?: (level: 'warn' | 'info', message: string) => void;
}

/**
 * Counters in Redis, shared by every API instance.
 *
 * When Redis is unreachable or slow, the API FAILS OPEN TO ITS OWN COUNTS: each command gives up after a short
 * timeout (500 ms by default; with the connection down, at once: commands are not queued), and the hit is counted
 * in this instance's memory instead. So a Redis outage never hangs a request and never locks shoppers out of signing
 * in or paying (failing closed would turn it into a store outage), while each instance still enforces every limit
 * on its own: at worst a client gets the limit once per instance until Redis is back. The sign-in throttle per
 * account, the one a slow password guess across many machines meets, is counted in the database and is unaffected.
 */
export async function connectRedisCounters(url: string, options: RedisCountersOptions = {}): Promise<WindowCounters> {
  const { commandTimeoutMs = 500, startTimeoutMs = 2_000, keyPrefix = 'store:rate:', log = () => undefined } = options;
  const redis = new Redis(url, {
    commandTimeout: commandTimeoutMs,
    connectTimeout: 1_000,
    disconnectTimeout: 200,
    // Without a connection a command fails at once (and is counted here) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect, never more than 2 s apart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    keyPrefix,
  });
  const fallback = memoryWindowCounters();
  let failing = false;
  // ioredis reports every failed reconnection as an error event; an unhandled one would end the process.
  redis.on('error', () => undefined);

  const counted = async (script: string, key: string, windowMs: number, local: () => Promise<WindowCount>) => {
    try {
      const count = windowCountOf(await redis.eval(script, 1, key, String(windowMs)));
      if (failing) {
        failing = false;
        log('info', 'Redis answers again: rate limits are counted across instances again');
      }
      return count;
    } catch (error) {
      if (!failing) {
        failing = true;
        const reason = error instanceof Error ? error.message : String(error);
        log('warn', `Redis did not answer (${reason}): rate limits are counted per instance until it does`);
      }
      return local();
    }
  };

  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), startTimeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!(await ready)) log('warn', `Redis at ${redactedUrl(url)} did not answer: counting per instance until it does`);

  return {
    where: 'redis',
    hit: (key, windowMs) => counted(HIT_SCRIPT, key, windowMs, () => fallback.hit(key, windowMs)),
    peek: (key, windowMs) => counted(PEEK_SCRIPT, key, windowMs, () => fallback.peek(key, windowMs)),
    async close() {
      // QUIT lets Redis answer what is on its way; without a connection there is nothing to wait for.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
      await fallback.close();
    },
  };
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}
