import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../errors/httpError';
import { memoryWindowCounters, type WindowCount, type WindowCounters } from '../scale/windowCounters';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** A route's allowance per client address: `config: { rateLimit: { max, timeWindow } }`. */
export interface RateLimit {
  max: number;
  timeWindow: string | number;
}

/**
 * The allowances of the routes an attacker would hammer: guessing passwords, flooding inboxes with codes,
 * mass-creating accounts. Generous for a person, tight for a script. Tests lower them through buildApp.
 */
export interface AuthRateLimits {
  /** Per client address and account. */
  login: RateLimit;
  /** Per client address over every account: one machine spraying a common password over many accounts. */
  loginPerClient: RateLimit;
  codeRequest: RateLimit;
  codeVerify: RateLimit;
  signUp: RateLimit;
  upload: RateLimit;
}

/**
 * Per address and account: a guesser is slowed on each account it tries, while shoppers behind one shared
 * address (an office, a test run signing the demo shopper in many times) do not lock each other out.
 */
export function perAccountLimit(limit: RateLimit) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body: unknown = request.body;
      const email = typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
      return `${request.ip}|${email.trim().toLowerCase()}`;
    },
  };
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  // Per address and account (perAccountLimit): room for a shared office or a test run, still slow for a guesser.
  login: { max: 20, timeWindow: '1 minute' },
  loginPerClient: { max: 30, timeWindow: '1 minute' },
  codeRequest: { max: 5, timeWindow: '1 minute' },
  codeVerify: { max: 10, timeWindow: '1 minute' },
  signUp: { max: 5, timeWindow: '1 minute' },
  upload: { max: 10, timeWindow: '1 minute' },
};

/**
 * A second allowance on a route that has one already (@fastify/rate-limit runs one route limit per request):
 * a preHandler that counts under its own name, keyed by the client address, and answers 429 with Retry-After.
 */
export function clientAllowance(app: FastifyInstance, name: string, limit: RateLimit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}|${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, result.ttlInSeconds);
  };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The route a limit belongs to (`POST /api/user/login`), from what @fastify/rate-limit hands a store's child. */
function routeOfLimit(params: object): string {
  const info: unknown = 'routeInfo' in params ? params.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info ? info.method : undefined;
  const url = 'url' in info ? info.url : undefined;
  return typeof url === 'string' ? `${Array.isArray(method) ? method.join(',') : String(method)} ${url}|` : '';
}

function answer(counting: Promise<WindowCount>, callback: StoreCallback): void {
  counting.then(
    ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * @fastify/rate-limit's store over our counters: each route's limit counts under its own route's name (as the
 * plugin's own stores do), a second allowance (clientAllowance) under the name in its keys.
 */
function countersStore(counters: WindowCounters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin's own options at first, then each route's (with its routeInfo) for the route's child. */
    constructor(params: object) {
      this.prefix = routeOfLimit(params);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      answer(counters.hit(this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: StoreCallback, timeWindow: number): void {
      answer(counters.peek(this.prefix + key, timeWindow), callback);
    }

    child(params: object): FastifyRateLimitStore {
      return new CountersStore(params);
    }
  }
  return CountersStore;
}

export interface RateLimitsOptions {
  /** Where the counts are kept: this process's memory by default, Redis to share them across instances. */
  counters?: WindowCounters;
}

async function rateLimitsPlugin(app: FastifyInstance, options: RateLimitsOptions) {
  // Opt-in per route: the catalogue must not be throttled because someone mistyped a password.
  await app.register(fastifyRateLimit, {
    global: false,
    store: countersStore(options.counters ?? memoryWindowCounters()),
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, TOO_MANY_REQUESTS_MESSAGE),
  });
}

/**
 * Registers @fastify/rate-limit once for the whole API (429 in the store's error envelope), counting in `counters`:
 * every per-route limit and every clientAllowance, the sign-in limits included.
 */
export const rateLimits = fastifyPlugin(rateLimitsPlugin, { name: 'rate-limits', fastify: '5.x' });
