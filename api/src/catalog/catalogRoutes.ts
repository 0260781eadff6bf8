import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { decodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { badRequest, notFound } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import type { Database } from '../db/databaseSchema';
import { markLiked } from '../favourites/favouriteQueries';
import type { CatalogReader } from './cachedCatalog';
import { planSearchAnswerJson } from './planSearchAnswerJson';
import {
  planDetailSchema,
  planFiltersQuerySchema,
  planSearchPageSchema,
  planStyleSchema,
  planSummarySchema,
} from './catalogSchemas';

export interface CatalogRoutesOptions {
  catalog: CatalogReader;
  /** For the signed-in shopper's `is_liked` marks (favourites). */
  db: Kysely<Database>;
}

const PLAN_NUMBER_NOT_FOUND = 'Property not found. Please check the plan number and try again.';
const MAX_RELATED = 50;
const DEFAULT_RELATED = 10;
const id = recordIdSchema;
const KNOWN_STYLE_IDS = new Set(ARCHITECTURAL_STYLES.map((style) => style.code));

/** The catalogue: plan search, plan detail, plan-number lookup, styles and related plans. */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, { catalog, db }) => {
  app.get<{ Querystring: Record<string, string> }>(
    '/properties',
    {
      preHandler: app.identifyUser,
      schema: { querystring: planFiltersQuerySchema, response: { 200: envelopeSchema(planSearchPageSchema) } },
    },
    async (request, reply) => {
      // The schema lets only filter keys through, each a string; contracts' decoder owns their meaning.
      const decoded = decodeFilters(request.query);
      if (!decoded.ok) throw badRequest(decoded.message);
      const answer = await catalog.searchPlans(decoded.filters);
      if (request.userId !== null) {
        // The search answer's own JSON (planSearchAnswerJson.ts), made from PlanSummary rows a moment ago.
        const plans = JSON.parse(answer.dataJson) as PlanSummary[];
        answer.dataJson = JSON.stringify(await markLiked(db, request.userId, plans));
      }
      // Written by hand (the response schema documents it): see planSearchAnswerJson.
      return reply.type('application/json; charset=utf-8').send(planSearchAnswerJson(answer));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/property/:id',
    {
      preHandler: app.identifyUser,
      schema: {
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
        querystring: noQuerySchema,
        response: { 200: envelopeSchema(planDetailSchema) },
      },
    },
    async (request) => {
      const plan = await catalog.findPlanDetail(request.params.id);
      if (!plan) throw notFound('No property found.');
      const [marked = plan] = await markLiked(db, request.userId, [plan]);
      return ok(marked);
    },
  );

  app.get<{ Querystring: { plan_number: string } }>(
    '/user/property',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['plan_number'],
          properties: { plan_number: { type: 'string', maxLength: 100 } },
        },
        response: { 200: envelopeSchema(planSummarySchema) },
      },
    },
    async (request) => {
      const planNumber = request.query.plan_number.trim();
      if (planNumber === '') throw badRequest('Please enter a plan number.');
      const plan = await catalog.findPlanByNumber(planNumber);
      if (!plan) throw notFound(PLAN_NUMBER_NOT_FOUND);
      return ok(plan, 'Property found.');
    },
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/plan-styles',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 1000 } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: planStyleSchema }) },
      },
    },
    async (request) => ok(await catalog.listPlanStyles(request.query.limit ?? ARCHITECTURAL_STYLES.length)),
  );

  app.get<{ Querystring: { plan_style_id: number; property_id?: number; limit?: number } }>(
    '/related-properties',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['plan_style_id'],
          properties: {
            plan_style_id: id,
            property_id: id,
            limit: { type: 'integer', minimum: 1, maximum: MAX_RELATED },
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: planSummarySchema }) },
      },
    },
    async (request) => {
      const { plan_style_id: styleId, property_id: propertyId, limit } = request.query;
      if (!KNOWN_STYLE_IDS.has(styleId)) throw badRequest(`Unknown plan style '${styleId}'.`);
      return ok(
        await catalog.findRelatedPlans({ styleId, excludePlanId: propertyId ?? null, limit: limit ?? DEFAULT_RELATED }),
      );
    },
  );
};
