import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../errors/httpError';

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

async function rateLimitsPlugin(app: FastifyInstance) {
  // Opt-in per route: the catalogue must not be throttled because someone mistyped a password.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, TOO_MANY_REQUESTS_MESSAGE),
  });
}

/** Registers @fastify/rate-limit once for the whole API (429 in the store's error envelope). */
export const rateLimits = fastifyPlugin(rateLimitsPlugin, { name: 'rate-limits', fastify: '5.x' });
