import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** The header a load balancer sets (HAProxy's `unique-id-header`, nginx's `$request_id`) and the API echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: a UUID, nginx's 32 hex digits, HAProxy's unique-id formats, AWS's trace ids all
 * fit. Anything else (too long, spaces, quotes, control characters) could forge or break a log line or a
 * header, so it is replaced by an id of our own rather than refused: the request itself is fine.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:;=+/@-]{0,127}$/;

export function isSafeRequestId(value: string): boolean {
  return SAFE_REQUEST_ID.test(value);
}

/**
 * Fastify's `genReqId`: the load balancer's id when it sent a safe one, so that one request is followed across
 * the balancer's log and every instance's; otherwise a random UUID, unique across instances (Fastify's own
 * default, 'req-1', 'req-2'..., repeats in every process).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && isSafeRequestId(incoming) ? incoming : randomUUID();
}

async function requestIdPlugin(app: FastifyInstance) {
  // On every answer, errors and not-found pages included: a client or the balancer can quote it in a report.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Echoes the request's id (requestIdOf, set as Fastify's genReqId) in the X-Request-Id response header. */
export const requestIdEcho = fastifyPlugin(requestIdPlugin, { name: 'request-id', fastify: '5.x' });
