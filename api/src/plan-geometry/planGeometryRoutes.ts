import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema } from 'contracts/src/api/requestSchemas';
import { planGeometrySchema } from 'contracts/src/catalog/planGeometry';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { findPlanDrawingFacts } from '../images/drawingFacts';
import { planGeometryOf } from './planGeometry';

export interface PlanGeometryRoutesOptions {
  db: Kysely<Database>;
}

/** Like the drawings made from it, a plan's geometry changes only with its record: kept a week, then revalidated. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/**
 * `?v=`: the version of the geometry's making the client asks for. The answer is always the current geometry; a
 * client that asks for a new version gets it past what browsers kept of an older one (the 3D view bumps its `v`
 * whenever the layout changes, as when the stairs came to stand over each other).
 */
const geometryQuerySchema = Type.Object(
  { v: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })) },
  { additionalProperties: false },
);

/** GET plans/{id}/geometry: the building the floor plans are drawn from, for the plan page's 3D view. */
export const planGeometryRoutes: FastifyPluginAsyncTypebox<PlanGeometryRoutesOptions> = async (app, { db }) => {
  app.get(
    '/plans/:id/geometry',
    {
      schema: {
        params: idParamsSchema,
        querystring: geometryQuerySchema,
        response: { 200: envelopeOf(planGeometrySchema), 304: Type.Null({ description: 'The client has it.' }) },
      },
    },
    async (request, reply) => {
      const plan = await findPlanDrawingFacts(db, request.params.id);
      if (!plan) throw notFound('No property found.');
      const answer = ok(planGeometryOf(plan));
      const etag = `"${createHash('sha1').update(JSON.stringify(answer)).digest('base64url')}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return answer;
    },
  );
};
