import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { MAX_LISTED_PROMO_CODES, type PriceQuote } from 'contracts/src/checkout/promoCode';
import {
  applyPromoCodeRequestSchema,
  orderQuoteQuerySchema,
  priceQuoteSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
} from 'contracts/src/checkout/promoCodeSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import { CART_ENTRY_NOT_FOUND } from '../cart/cartRoutes';
import { computeOrderTotals } from '../checkout/orderTotals';
import { findCartEntries, listCart } from '../cart/cartStore';
import { cartEntryIdsOf } from '../cart/requestedCartEntries';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { promoCodeChoiceOf, TYPED_PROMO_CODE_ATTEMPTS } from './promoCodeChoice';
import { listValidPromoCodes, type PromoCodeChoice } from './promoCodeStore';
import type { CartEntry } from 'contracts/src/checkout/cart';

export interface PromoCodeRoutesOptions {
  db: Kysely<Database>;
}

/** Public promo codes, and the server's quote for cart entries ordered together, with a listed or typed code applied. */
export const promoCodeRoutes: FastifyPluginAsyncTypebox<PromoCodeRoutesOptions> = async (app, { db }) => {
  app.get(
    '/promocodes',
    {
      preHandler: app.requireUser,
      schema: { querystring: promoCodeListQuerySchema, response: { 200: envelopeOf(promoCodeListSchema) } },
    },
    async (request) => ok(await listValidPromoCodes(db, request.query.limit ?? MAX_LISTED_PROMO_CODES)),
  );

  app.post(
    '/apply-promocode',
    {
      preHandler: app.requireUser,
      config: { rateLimit: TYPED_PROMO_CODE_ATTEMPTS },
      schema: {
        querystring: nothingSchema,
        body: applyPromoCodeRequestSchema,
        response: { 200: envelopeOf(priceQuoteSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const choice = promoCodeChoiceOf(request.body);
      const entries = await findCartEntries(db, userId, cartEntryIdsOf(request.body));
      if (!entries) throw notFound(CART_ENTRY_NOT_FOUND);
      const quote = await quoteOf(db, userId, entries, choice);
      return ok(quote, choice === null ? 'No promo code applied.' : 'Promo code applied successfully!');
    },
  );

  app.get(
    '/order-quote',
    {
      preHandler: app.requireUser,
      schema: { querystring: orderQuoteQuerySchema, response: { 200: envelopeOf(priceQuoteSchema) } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { cart_id: cartId } = request.query;
      const entries =
        cartId === undefined ? await listCart(db, userId) : await findCartEntries(db, userId, [Number(cartId)]);
      if (!entries || entries.length === 0) throw notFound(CART_ENTRY_NOT_FOUND);
      // The shopper's own figures, which change as they enrol or pay an order: never cached on the way.
      reply.header('cache-control', 'private, no-store');
      return ok(await quoteOf(db, userId, entries, null));
    },
  );
};

/**
 * The server's figures for these entries, computed where the order's are (checkout/orderTotals): the rewards, then
 * the code; a code the shopper may not use is refused with its reason.
 */
async function quoteOf(
  db: Kysely<Database>,
  userId: number,
  entries: readonly CartEntry[],
  choice: PromoCodeChoice | null,
): Promise<PriceQuote> {
  const priced = await computeOrderTotals(db, {
    userId,
    lines: entries.map((entry) => ({ cartEntryId: Number(entry._id), price: entry.price })),
    promoCode: choice,
  });
  if (!priced.ok) throw badRequest(priced.message);
  const { totals } = priced;
  const cartIds = entries.map((entry) => entry._id);
  return {
    cart_ids: cartIds,
    cart_id: cartIds[0] ?? '',
    promocode_id: totals.promo === null ? null : String(totals.promo.id),
    promocode: totals.promo?.code ?? null,
    subtotal: totals.subtotal,
    rewards: totals.rewards?.line ?? null,
    discount: totals.discount,
    to_pay: totals.total,
  };
}
