import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import { findPlanDrawingFacts } from './drawingFacts';
import { sendSvg } from './sendSvg';
import { drawElevation } from './elevationDrawing';
import { drawFloorPlan } from './floorPlanDrawing';
import { drawStyleTile } from './styleTileDrawing';

export interface ImageRoutesOptions {
  db: Kysely<Database>;
}

const id = recordIdSchema;

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
