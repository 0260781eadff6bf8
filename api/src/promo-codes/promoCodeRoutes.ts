import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { discountFor, MAX_LISTED_PROMO_CODES, type PriceQuote } from 'contracts/src/checkout/promoCode';
import {
  applyPromoCodeRequestSchema,
  priceQuoteSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
} from 'contracts/src/checkout/promoCodeSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import { CART_ENTRY_NOT_FOUND } from '../cart/cartRoutes';
import { findCartEntries } from '../cart/cartStore';
import { cartEntryIdsOf } from '../cart/requestedCartEntries';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { promoCodeChoiceOf, TYPED_PROMO_CODE_ATTEMPTS } from './promoCodeChoice';
import { findUsablePromoCode, listValidPromoCodes } from './promoCodeStore';

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
      const cartIds = entries.map((entry) => entry._id);
      const subtotal = entries.reduce((sum, entry) => sum + entry.price, 0);
      const lines = { cart_ids: cartIds, cart_id: cartIds[0] ?? '' };
      if (choice === null) {
        const plain: PriceQuote = {
          ...lines,
          promocode_id: null,
          promocode: null,
          subtotal,
          discount: 0,
          to_pay: subtotal,
        };
        return ok(plain, 'No promo code applied.');
      }
      const usable = await findUsablePromoCode(db, choice, { userId, cartEntryIds: cartIds.map(Number) });
      if (!usable.ok) throw badRequest(usable.message);
      // The code applies to the order: to the lines' prices added up, once (a flat code is taken off once).
      const discount = discountFor(subtotal, usable.promo);
      const quote: PriceQuote = {
        ...lines,
        promocode_id: String(usable.promo.id),
        promocode: usable.promo.code,
        subtotal,
        discount,
        to_pay: subtotal - discount,
      };
      return ok(quote, 'Promo code applied successfully!');
    },
  );
};
