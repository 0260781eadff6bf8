import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema } from 'contracts/src/api/requestSchemas';
import { planGeometrySchema } from 'contracts/src/catalog/planGeometry';
import { PLAN_GEOMETRY_VERSION } from 'contracts/src/catalog/planGeometryVersion';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { findPlanDrawingFacts } from '../images/drawingFacts';
import { versionedCacheControl } from '../images/pictureVersions';
import { planGeometryOf } from './planGeometry';

export interface PlanGeometryRoutesOptions {
  db: Kysely<Database>;
}

/**
 * `?v=`: the version of the geometry's making the client asks for (contracts' PLAN_GEOMETRY_VERSION). The answer is
 * always the current geometry, kept for good when asked for at the current version and a week otherwise, as the
 * drawings made from it are (images/pictureVersions.ts).
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
      reply.header('cache-control', versionedCacheControl(PLAN_GEOMETRY_VERSION, request.query.v)).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return answer;
    },
  );
};
