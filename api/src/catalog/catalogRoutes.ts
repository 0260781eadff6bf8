import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import {
  planNumberQuerySchema,
  planStylesQuerySchema,
  relatedPlansQuerySchema,
} from 'contracts/src/catalog/catalogRequestSchemas';
import { decodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { planNumberOf } from 'contracts/src/catalog/planNumberRules';
import { planDetailSchema, planStyleSchema, planSummarySchema } from 'contracts/src/catalog/planSchemas';
import { planFiltersQuerySchema, planSearchPageSchema } from 'contracts/src/catalog/planSearchSchemas';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import type { Database } from '../db/databaseSchema';
import { markLiked } from '../favourites/favouriteQueries';
import type { CatalogReader } from './cachedCatalog';
import { planSearchAnswerJson } from './planSearchAnswerJson';
import { sendJsonText } from './sendJsonText';

export interface CatalogRoutesOptions {
  catalog: CatalogReader;
  /** For the signed-in shopper's `is_liked` marks (favourites). */
  db: Kysely<Database>;
}

const PLAN_NUMBER_NOT_FOUND = 'Property not found. Please check the plan number and try again.';
const DEFAULT_RELATED = 10;
const KNOWN_STYLE_IDS = new Set(ARCHITECTURAL_STYLES.map((style) => style.code));

/** The catalogue: plan search, plan detail, plan-number lookup, styles and related plans. */
export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRoutesOptions> = async (app, { catalog, db }) => {
  app.get(
    '/properties',
    {
      preHandler: app.identifyUser,
      schema: { querystring: planFiltersQuerySchema, response: { 200: envelopeOf(planSearchPageSchema) } },
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
      // Written by hand (the response schema declares it, a test holds the two alike): see planSearchAnswerJson.
      return sendJsonText(reply, planSearchAnswerJson(answer));
    },
  );

  app.get(
    '/property/:id',
    {
      preHandler: app.identifyUser,
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(planDetailSchema) },
      },
    },
    async (request) => {
      const plan = await catalog.findPlanDetail(request.params.id);
      if (!plan) throw notFound('No property found.');
      const [marked = plan] = await markLiked(db, request.userId, [plan]);
      return ok(marked);
    },
  );

  app.get(
    '/user/property',
    { schema: { querystring: planNumberQuerySchema, response: { 200: envelopeOf(planSummarySchema) } } },
    async (request) => {
      // Case is ignored by the lookup; the '#' the cards show before a number, here.
      const planNumber = planNumberOf(request.query.plan_number);
      if (planNumber === '') throw badRequest('Please enter a plan number.');
      const plan = await catalog.findPlanByNumber(planNumber);
      if (!plan) throw notFound(PLAN_NUMBER_NOT_FOUND);
      return ok(plan, 'Property found.');
    },
  );

  app.get(
    '/plan-styles',
    { schema: { querystring: planStylesQuerySchema, response: { 200: envelopeOf(Type.Array(planStyleSchema)) } } },
    async (request) => ok(await catalog.listPlanStyles(request.query.limit ?? ARCHITECTURAL_STYLES.length)),
  );

  app.get(
    '/related-properties',
    {
      schema: { querystring: relatedPlansQuerySchema, response: { 200: envelopeOf(Type.Array(planSummarySchema)) } },
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
