import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Drawings change only when their record does: browsers and CDNs may keep them a week, then revalidate by ETag. */
export const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** A drawing asked for by its current version (`?v=`): another drawing would have another URL, so keep it for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG can carry script: this one may not run any, load anything or be read as another type. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Answers a generated SVG drawing with its cache (`cacheControl`, a week by default), ETag and safety headers, or 304
 * when the client has it.
 */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl: string = CACHE_CONTROL,
): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .type('image/svg+xml; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}
