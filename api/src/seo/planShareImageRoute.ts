import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { ExpiringLruCache, getOrLoad } from '../cache/expiringLruCache';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { findPlanDrawingFacts, type PlanDrawingFacts } from '../images/drawingFacts';
import { renderPlanShareImage } from './planShareImage';

/** Link previews fetch a picture once and keep it: a day in any cache, as the issue asks. */
const SHARE_IMAGE_CACHE = 'public, max-age=86400';
/**
 * Pictures kept in memory: about 25 KB each, so 500 is some 12 MB, the plans shared in a busy day. Not on disk:
 * the API keeps no files of its own (a later step makes it stateless), and redrawing one costs about 0.1 s.
 */
const CACHED_IMAGES = 500;
/** A plan's drawing changes only with its record, which the store never edits: kept until pushed out. */
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

interface SharePicture {
  png: Buffer;
  etag: string;
}

export interface PlanShareImageRouteOptions {
  db: Kysely<Database>;
  /** Draws a plan's picture; the real one by default (tests count the calls). */
  render?: (plan: PlanDrawingFacts) => Promise<Buffer>;
  /** Pictures kept in memory (least recently used pushed out first). */
  cacheSize?: number;
}

/**
 * GET images/plans/:id/share.png: a plan's picture for link previews (og:image, Twitter's large card), drawn from
 * its front elevation the first time it is asked for and then answered from memory. Unknown plan 404, a malformed
 * id 400, in the error envelope like the other pictures.
 */
export const planShareImageRoute: FastifyPluginAsyncTypebox<PlanShareImageRouteOptions> = async (
  app,
  { db, render = renderPlanShareImage, cacheSize = CACHED_IMAGES },
) => {
  const pictures = new ExpiringLruCache<number, Promise<SharePicture>>(cacheSize, CACHE_TTL_MS);

  const draw = async (planId: number): Promise<SharePicture> => {
    const plan = await findPlanDrawingFacts(db, planId);
    // Thrown inside the load, so the refusal is not cached: a plan added later gets its picture.
    if (!plan) throw notFound('No property found.');
    const png = await render(plan);
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  };

  app.get(
    '/images/plans/:id/share.png',
    { schema: { params: idParamsSchema, querystring: nothingSchema } },
    async (request, reply) => {
      const picture = await getOrLoad(pictures, request.params.id, () => draw(request.params.id));
      reply
        .header('cache-control', SHARE_IMAGE_CACHE)
        .header('etag', picture.etag)
        .header('x-content-type-options', 'nosniff')
        .type('image/png');
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.send(picture.png);
    },
  );
};
