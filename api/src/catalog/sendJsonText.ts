import type { FastifyReply } from 'fastify';

/**
 * Sends JSON written ahead, as is (Fastify runs its serialiser on objects only). The reply is taken untyped because
 * a route's typed reply accepts only its response schema's object; a test holds the text to that schema instead.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
