import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { centsSchema } from '../catalog/planSchemas';
import { cartIdsSchema } from './cartSchemas';
import { MAX_LISTED_PROMO_CODES } from './promoCode';
import { orderRewardsSchema } from './rewardsSchemas';
import { PROMO_CODE_ELIGIBILITIES, PROMO_CODE_VISIBILITIES, TYPED_PROMO_CODE_PATTERN } from './promoCodeRules';

/**
 * The schemas of promo codes and price quotes. The API validates and serialises with them (a field not in an
 * answer's schema is never sent); `promoCode.ts` derives the types from them for everyone else.
 */

/** A promo code as listed by GET promocodes (only public codes valid now are listed). */
export const promoCodeSchema = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  description: Type.String(),
  discount: Type.Integer({
    description: 'Percent (1 to 100) when discount_type is PERCENT_DISCOUNT, otherwise integer cents.',
  }),
  discount_type: Type.Integer(),
  valid_until: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO date-time after which the code no longer applies; null when it does not expire.',
  }),
  eligibility: Type.Union(
    PROMO_CODE_ELIGIBILITIES.map((eligibility) => Type.Literal(eligibility)),
    {
      description: 'Who may use it; the server checks it when the code is applied and when the order is placed.',
    },
  ),
  visibility: Type.Union(
    PROMO_CODE_VISIBILITIES.map((visibility) => Type.Literal(visibility)),
    { description: 'Private (trade) codes are never listed: a shopper types them.' },
  ),
});

/** GET promocodes answer: the codes, in the order they were created. */
export const promoCodeListSchema = Type.Array(promoCodeSchema);

/** GET promocodes: at most `limit` codes (the spec's page asks for up to MAX_LISTED_PROMO_CODES). */
export const promoCodeListQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LISTED_PROMO_CODES })) },
  { additionalProperties: false },
);

/**
 * The body fields that name a promo code, in apply-promocode and in order: a listed code by its id, or a code the
 * shopper typed (TYPED_PROMO_CODE_PATTERN; matched whatever its case, the only way to use a private code), never both.
 */
export const promoCodeChoiceProperties = {
  promocode_id: Type.Optional(wireIdSchema),
  promocode: Type.Optional(Type.String({ pattern: TYPED_PROMO_CODE_PATTERN })),
};

/**
 * POST apply-promocode (JSON): the cart lines to quote, as `cart_ids` (an order of several) or `cart_id` (one), and
 * the code to quote them with; without a code, their plain price.
 */
export const applyPromoCodeRequestSchema = Type.Object(
  {
    cart_ids: Type.Optional(cartIdsSchema),
    cart_id: Type.Optional(wireIdSchema),
    ...promoCodeChoiceProperties,
  },
  { additionalProperties: false },
);

/** The server's figures for the lines of an order to be: what the checkout's order summary shows. */
export const priceQuoteSchema = Type.Object({
  cart_ids: Type.Array(Type.String(), { description: 'The lines quoted, in the order they were added.' }),
  cart_id: Type.String({ description: 'The first line quoted (every line is in cart_ids).' }),
  promocode_id: Type.Union([Type.String(), Type.Null()]),
  promocode: Type.Union([Type.String(), Type.Null()], {
    description: 'The applied code as it is written, for the order summary; null without one.',
  }),
  subtotal: Type.Integer({ description: "The lines' prices added up, integer cents." }),
  rewards: Type.Union([orderRewardsSchema, Type.Null()], {
    description: 'The rewards programme discount (rewards.ts), taken first; null when the shopper is in no programme.',
  }),
  discount: centsSchema,
  to_pay: Type.Integer({ description: 'subtotal - rewards.discount - discount in integer cents, never below 0.' }),
});

/**
 * GET order-quote: the server's figures for the checkout before any code is chosen (subtotal, rewards line, total),
 * for the one cart entry `cart_id` names, or for the whole cart without it. Answered as a PriceQuote.
 */
export const orderQuoteQuerySchema = Type.Object(
  { cart_id: Type.Optional(wireIdSchema) },
  { additionalProperties: false },
);
