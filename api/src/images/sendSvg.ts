import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Drawings change only when their record does: browsers and CDNs may keep them a week, then revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** An SVG can carry script: this one may not run any, load anything or be read as another type. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Answers a generated SVG drawing with its cache, ETag and safety headers, or 304 when the client has it. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .type('image/svg+xml; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}
