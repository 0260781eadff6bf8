import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { planFloorImageParamsSchema } from 'contracts/src/catalog/catalogRequestSchemas';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { findPlanDrawingFacts } from './drawingFacts';
import { sendSvg } from './sendSvg';
import { drawElevation } from './elevationDrawing';
import { drawFloorPlan } from './floorPlanDrawing';
import { drawStyleTile } from './styleTileDrawing';

export interface ImageRoutesOptions {
  db: Kysely<Database>;
}

/** Generated pictures: every plan's front elevation and floor plans, and a tile per architectural style. */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageRoutesOptions> = async (app, { db }) => {
  app.get(
    '/images/plans/:id/elevation.svg',
    { schema: { params: idParamsSchema, querystring: nothingSchema } },
    async (request, reply) => {
      const plan = await findPlanDrawingFacts(db, request.params.id);
      if (!plan) throw notFound('No property found.');
      return sendSvg(request, reply, drawElevation(plan));
    },
  );

  app.get(
    '/images/plans/:id/floor-:floor.svg',
    { schema: { params: planFloorImageParamsSchema, querystring: nothingSchema } },
    async (request, reply) => {
      const plan = await findPlanDrawingFacts(db, request.params.id);
      if (!plan) throw notFound('No property found.');
      const svg = drawFloorPlan(plan, request.params.floor);
      if (svg === null) throw notFound(`This plan has no floor ${request.params.floor}.`);
      return sendSvg(request, reply, svg);
    },
  );

  app.get(
    '/images/styles/:id.svg',
    { schema: { params: idParamsSchema, querystring: nothingSchema } },
    async (request, reply) => {
      const style = ARCHITECTURAL_STYLES.find((candidate) => candidate.code === request.params.id);
      if (!style) throw notFound('No such plan style.');
      return sendSvg(request, reply, drawStyleTile(style));
    },
  );
};
