import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { planSummarySchema } from '../catalog/planSchemas';
import { pricedChoiceSchema } from './planOptionSchemas';

/**
 * The schemas of the shopper's cart. The API validates and serialises with them (a field not in an answer's schema
 * is never sent); `cart.ts` derives the types from them for everyone else.
 */

/**
 * A cart is a short list of plans being bought, not a wish list (favourites are for that): it holds at most this
 * many, and an order or a quote covers at most as many lines.
 */
export const MAX_CART_ENTRIES = 20;

/** The cart entries an order or a quote is for (`cart_ids`): each once. */
export const cartIdsSchema = Type.Array(wireIdSchema, {
  minItems: 1,
  maxItems: MAX_CART_ENTRIES,
  uniqueItems: true,
  description: 'Cart entry ids, each once, at most MAX_CART_ENTRIES.',
});

/** A code as a cart request carries it: every code table's codes are small positive integers. */
const choiceCode = (description: string) => Type.Integer({ minimum: 1, maximum: 1000, description });

/** POST cart (JSON): the plan and the codes chosen; the server prices them. */
export const addToCartRequestSchema = Type.Object(
  {
    property_id: wireIdSchema,
    plan_set: choiceCode('A PLAN_SETS code.'),
    foundation: choiceCode('A FOUNDATIONS code offered for this plan.'),
    options: Type.Optional(
      Type.Array(choiceCode('A PLAN_ADD_ONS code.'), {
        maxItems: 20,
        description: 'PLAN_ADD_ONS codes, each at most once; none when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** One plan in the shopper's cart (second spec §3), with the choices and the price fixed when it was added. */
export const cartEntrySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  plan_number: Type.Union([Type.String(), Type.Null()]),
  property_id: planSummarySchema,
  plan_set: pricedChoiceSchema,
  foundation: pricedChoiceSchema,
  options: Type.Array(pricedChoiceSchema),
  price: Type.Integer({ description: 'Plan set + foundation + add-ons, integer cents.' }),
  created_at: Type.String({ description: 'ISO date-time.' }),
});

/** GET cart answer: the entries, oldest first. */
export const cartSchema = Type.Array(cartEntrySchema);

const cartCountSchema = Type.Integer({
  description: "Entries in the cart now, for the header badge ('cart:changed').",
});

/** POST cart answer. */
export const addToCartResultSchema = Type.Object({ entry: cartEntrySchema, cart_count: cartCountSchema });

/** DELETE cart/:id answer. */
export const removeFromCartResultSchema = Type.Object({ cart_count: cartCountSchema });
