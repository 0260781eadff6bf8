import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { HttpError } from '../errors/httpError';
import { createDecoyHash, hashPassword, verifyPassword, type ScryptCost } from './passwordHashing';

/**
 * How much password hashing runs at once. Each scrypt at OWASP's cost takes ~128 MB and a core for a few hundred
 * milliseconds; unbounded, a flood of sign-ins would fill libuv's thread pool (shared with file reads and DNS) and
 * every core, and the shop's pages would wait behind it.
 */
export interface HashingLimits {
  /** Hashes running at once. */
  concurrent: number;
  /** Hashes waiting for a turn; one more is refused with 503 and Retry-After. */
  waiting: number;
}

/**
 * One core is always left to the event loop: scrypt saturates the core it runs on, and with every core hashing the
 * pages wait (measured here: 2 hashes on 2 cores put the shell page's slowest answer past 500 ms under a flood).
 */
const HASHING_CORES = Math.min(4, Math.max(1, availableParallelism() - 1));
export const DEFAULT_HASHING_LIMITS: HashingLimits = { concurrent: HASHING_CORES, waiting: 8 * HASHING_CORES };

export const HASHING_BUSY_MESSAGE = 'Many shoppers are signing in right now. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Hashes and checks passwords through one bounded queue per API process. */
export interface PasswordHasher {
  /** Refuses (503) at once when the queue is full: a caller sheds the request before any other work on it. */
  refuseWhenFull(): void;
  hash(password: string): Promise<string>;
  /** Checks against the stored hash, or against a decoy when there is none, so both take the same time. */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

export function createPasswordHasher(cost: ScryptCost, limits: HashingLimits = DEFAULT_HASHING_LIMITS): PasswordHasher {
  const limit = pLimit(limits.concurrent);
  let decoyHash: Promise<string> | null = null;

  const full = () => limit.pendingCount >= limits.waiting;
  const busy = () => new HttpError(503, HASHING_BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS);

  function refuseWhenFull(): void {
    if (full()) throw busy();
  }

  function queued<T>(work: () => Promise<T>): Promise<T> {
    return full() ? Promise.reject(busy()) : limit(work);
  }

  return {
    refuseWhenFull,
    hash: (password) => queued(() => hashPassword(password, cost)),
    verify: async (password, stored) => {
      decoyHash ??= createDecoyHash(cost);
      const against = stored ?? (await decoyHash);
      const matches = await queued(() => verifyPassword(password, against));
      return matches && stored !== null && stored !== undefined;
    },
  };
}
