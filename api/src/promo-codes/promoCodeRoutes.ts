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
import { findCartEntry } from '../cart/cartStore';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { promoCodeChoiceOf, TYPED_PROMO_CODE_ATTEMPTS } from './promoCodeChoice';
import { findUsablePromoCode, listValidPromoCodes } from './promoCodeStore';

export interface PromoCodeRoutesOptions {
  db: Kysely<Database>;
}

/** Public promo codes, and the server's quote for a cart entry with a listed or typed code applied. */
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
      const entry = await findCartEntry(db, userId, Number(request.body.cart_id));
      if (!entry) throw notFound(CART_ENTRY_NOT_FOUND);
      if (choice === null) {
        const plain: PriceQuote = {
          cart_id: entry._id,
          promocode_id: null,
          promocode: null,
          subtotal: entry.price,
          discount: 0,
          to_pay: entry.price,
        };
        return ok(plain, 'No promo code applied.');
      }
      const usable = await findUsablePromoCode(db, choice, { userId, cartEntryId: Number(entry._id) });
      if (!usable.ok) throw badRequest(usable.message);
      const discount = discountFor(entry.price, usable.promo);
      const quote: PriceQuote = {
        cart_id: entry._id,
        promocode_id: String(usable.promo.id),
        promocode: usable.promo.code,
        subtotal: entry.price,
        discount,
        to_pay: entry.price - discount,
      };
      return ok(quote, 'Promo code applied successfully!');
    },
  );
};
