import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { sendError } from '../errors/errorHandlers';
import { userOfSession } from './sessionTokens';

/** The spec's text for a call that needs a signed-in shopper. */
export const LOGIN_REQUIRED_MESSAGE = 'please login to perform this action';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper's id, set by `requireUser` (always a number there) or `identifyUser` (null for visitors). */
    userId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the `token` header names a live session; then `request.userId` is set. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: sets `request.userId` to the shopper's id, or null for a visitor; never fails. */
    identifyUser: preHandlerAsyncHookHandler;
  }
}

export interface SessionAuthOptions {
  db: Kysely<Database>;
}

/** The session token a request carries in its `token` header (the spec's contract), if any. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  // A real token is 43 characters of base64url; anything far off is not worth a database look-up.
  return token && token.length >= 20 && token.length <= 200 ? token : null;
}

/**
 * `request.userId` is only meaningful after one of these handlers ran. Route code that needs a number reads
 * it through `signedInUserId`, which fails loudly if a route forgot `requireUser`.
 */
export function signedInUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new Error(`${request.routeOptions.url ?? request.url} used without requireUser`);
  return request.userId;
}

async function sessionAuthPlugin(app: import('fastify').FastifyInstance, { db }: SessionAuthOptions) {
  app.decorateRequest('userId', null);

  async function lookUp(request: FastifyRequest): Promise<number | null> {
    const token = sessionTokenOf(request);
    return token === null ? null : userOfSession(db, token);
  }

  app.decorate('requireUser', async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const userId = await lookUp(request);
    if (userId === null) return sendError(reply, 401, LOGIN_REQUIRED_MESSAGE);
    request.userId = userId;
  });

  app.decorate('identifyUser', async function identifyUser(request: FastifyRequest) {
    try {
      request.userId = await lookUp(request);
    } catch (error) {
      // A page that also works for visitors must not fail because the session store did.
      request.log.warn({ err: error }, 'session look-up failed; treating the request as a visitor');
      request.userId = null;
    }
  });
}

/** Decorates the app with `requireUser` and `identifyUser` (register before the routes that use them). */
export const sessionAuth = fastifyPlugin(sessionAuthPlugin, { name: 'session-auth', fastify: '5.x' });
