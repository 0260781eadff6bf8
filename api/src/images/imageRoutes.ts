import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import { findPlanDrawingFacts } from './drawingFacts';
import { drawElevation } from './elevationDrawing';
import { drawFloorPlan } from './floorPlanDrawing';
import { drawStyleTile } from './styleTileDrawing';

export interface ImageRoutesOptions {
  db: Kysely<Database>;
}

/** Drawings change only when their plan does: browsers and CDNs may keep them a week, then revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** An SVG can carry script: this one may not run any, load anything or be read as another type. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const id = recordIdSchema;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
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

/** Generated pictures: every plan's front elevation and floor plans, and a tile per architectural style. */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/images/plans/:id/elevation.svg',
    {
      schema: {
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
        querystring: noQuerySchema,
      },
    },
    async (request, reply) => {
      const plan = await findPlanDrawingFacts(db, request.params.id);
      if (!plan) throw notFound('No property found.');
      return sendSvg(request, reply, drawElevation(plan));
    },
  );

  app.get<{ Params: { id: number; floor: number } }>(
    '/images/plans/:id/floor-:floor.svg',
    {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'floor'],
          properties: { id, floor: { type: 'integer', minimum: 1, maximum: 9 } },
        },
        querystring: noQuerySchema,
      },
    },
    async (request, reply) => {
      const plan = await findPlanDrawingFacts(db, request.params.id);
      if (!plan) throw notFound('No property found.');
      const svg = drawFloorPlan(plan, request.params.floor);
      if (svg === null) throw notFound(`This plan has no floor ${request.params.floor}.`);
      return sendSvg(request, reply, svg);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/images/styles/:id.svg',
    {
      schema: {
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
        querystring: noQuerySchema,
      },
    },
    async (request, reply) => {
      const style = ARCHITECTURAL_STYLES.find((candidate) => candidate.code === request.params.id);
      if (!style) throw notFound('No such plan style.');
      return sendSvg(request, reply, drawStyleTile(style));
    },
  );
};
