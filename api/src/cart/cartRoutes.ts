import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  addToCartRequestSchema,
  addToCartResultSchema,
  cartEntrySchema,
  cartSchema,
  MAX_CART_ENTRIES,
  removeFromCartResultSchema,
} from 'contracts/src/checkout/cartSchemas';
import { planOptionsQuerySchema, planPurchaseOptionsSchema } from 'contracts/src/checkout/planOptionSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/databaseSchema';
import { badRequest, HttpError, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { addCartEntry, countCart, findCartEntry, listCart, removeCartEntry } from './cartStore';
import { priceSelection, purchaseOptionsOf, type PricedPlan } from './planPricing';

export interface CartRoutesOptions {
  db: Kysely<Database>;
}

export const CART_ENTRY_NOT_FOUND = 'This plan is no longer in your cart.';
const PLAN_NOT_FOUND = 'No property found.';
/** POST cart of a plan the cart holds already with the same choices: 409, nothing added. */
export const ALREADY_IN_CART = 'This plan is already in your cart.';
const CART_FULL = `Your cart holds at most ${MAX_CART_ENTRIES} plans. Please check out or remove one first.`;

/** A plan's prices: the plan page's options and every Add to Cart read them (db/compiledOnce.ts). */
const pricedPlanQuery = compiledOnce(
  (db, planId: number) =>
    db
      .selectFrom('plans')
      .select(['id', 'price_cents', 'standard_foundation', 'optional_foundation'])
      .where('id', '=', planId),
  [-20_261_129],
);

async function findPricedPlan(db: Kysely<Database>, planId: number): Promise<PricedPlan | undefined> {
  const {
    rows: [plan],
  } = await db.executeQuery(pricedPlanQuery(db, planId));
  return plan;
}

/** The plan options and prices, and the shopper's cart. */
export const cartRoutes: FastifyPluginAsyncTypebox<CartRoutesOptions> = async (app, { db }) => {
  // Prices are public, like the plan's own price: a visitor sees them before being asked to sign in.
  app.get(
    '/plan-options',
    { schema: { querystring: planOptionsQuerySchema, response: { 200: envelopeOf(planPurchaseOptionsSchema) } } },
    async (request) => {
      const plan = await findPricedPlan(db, Number(request.query.property_id));
      if (!plan) throw notFound(PLAN_NOT_FOUND);
      return ok(purchaseOptionsOf(plan));
    },
  );

  app.get(
    '/cart',
    { preHandler: app.requireUser, schema: { querystring: nothingSchema, response: { 200: envelopeOf(cartSchema) } } },
    async (request) => ok(await listCart(db, signedInUserId(request))),
  );

  app.get(
    '/cart/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(cartEntrySchema) },
      },
    },
    async (request) => {
      const entry = await findCartEntry(db, signedInUserId(request), request.params.id);
      if (!entry) throw notFound(CART_ENTRY_NOT_FOUND);
      return ok(entry);
    },
  );

  app.post(
    '/cart',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: addToCartRequestSchema,
        response: { 200: envelopeOf(addToCartResultSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { property_id: propertyId, plan_set: planSet, foundation, options = [] } = request.body;
      const plan = await findPricedPlan(db, Number(propertyId));
      if (!plan) throw notFound(PLAN_NOT_FOUND);
      const priced = priceSelection(plan, { planSet, foundation, addOns: options });
      if (!priced.ok) throw badRequest(priced.message);
      const added = await addCartEntry(db, userId, plan.id, priced.priced, MAX_CART_ENTRIES);
      if (!added.added) {
        throw added.reason === 'duplicate' ? new HttpError(409, ALREADY_IN_CART) : badRequest(CART_FULL);
      }
      return ok({ entry: added.entry, cart_count: added.cartCount }, 'Property added to cart.');
    },
  );

  app.delete(
    '/cart/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(removeFromCartResultSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      if (!(await removeCartEntry(db, userId, request.params.id))) throw notFound(CART_ENTRY_NOT_FOUND);
      return ok({ cart_count: await countCart(db, userId) }, 'Property removed from cart.');
    },
  );
};
