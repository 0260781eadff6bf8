import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { discountFor, type ApplyPromoCodeRequest, type PriceQuote } from 'contracts/src/checkout/promoCode';
import { signedInUserId } from '../auth/sessionAuth';
import { CART_ENTRY_NOT_FOUND } from '../cart/cartRoutes';
import { findCartEntry } from '../cart/cartStore';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { noQuerySchema } from '../http/commonSchemas';
import { wireIdSchema } from '../checkout/wireIds';
import { promoCodeChoiceOf, promoCodeChoiceProperties, TYPED_PROMO_CODE_ATTEMPTS } from './promoCodeChoice';
import { findUsablePromoCode, listValidPromoCodes } from './promoCodeStore';

export interface PromoCodeRoutesOptions {
  db: Kysely<Database>;
}

/** The spec's page asks for up to 1000. */
const MAX_PROMO_CODES = 1000;

/** Public promo codes, and the server's quote for a cart entry with a listed or typed code applied. */
export const promoCodeRoutes: FastifyPluginAsync<PromoCodeRoutesOptions> = async (app, { db }) => {
  app.get<{ Querystring: { limit?: number } }>(
    '/promocodes',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: MAX_PROMO_CODES } },
        },
      },
    },
    async (request) => ok(await listValidPromoCodes(db, request.query.limit ?? MAX_PROMO_CODES)),
  );

  app.post<{ Body: ApplyPromoCodeRequest }>(
    '/apply-promocode',
    {
      preHandler: app.requireUser,
      config: { rateLimit: TYPED_PROMO_CODE_ATTEMPTS },
      schema: {
        querystring: noQuerySchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['cart_id'],
          properties: { cart_id: wireIdSchema, ...promoCodeChoiceProperties },
        },
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
