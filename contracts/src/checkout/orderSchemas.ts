import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { centsSchema, planSummarySchema } from '../catalog/planSchemas';
import { ORDER_STATUSES, PAYMENT_MODES } from '../orders/orderCodes';
import { paymentSessionSchema } from './paymentSchemas';
import { pricedChoiceSchema } from './planOptionSchemas';
import { promoCodeChoiceProperties } from './promoCodeSchemas';

/**
 * The schemas of orders, and of the answers that carry one. The API validates and serialises with them (a field not
 * in an answer's schema is never sent); `order.ts` and `payment.ts` derive the types from them for everyone else.
 */

/** POST order (JSON): payment_mode is a PAYMENT_MODES code (orders/orderCodes); a promo code as in apply-promocode. */
export const orderRequestSchema = Type.Object(
  {
    payment_mode: Type.Integer({ enum: PAYMENT_MODES.map((mode) => mode.code) }),
    cart_id: wireIdSchema,
    ...promoCodeChoiceProperties,
  },
  { additionalProperties: false },
);

/** An order as GET orders lists it: what was bought, the amounts the server charged, and its status. */
export const orderSchema = Type.Object({
  _id: Type.String(),
  cart_id: Type.String(),
  property_id: planSummarySchema,
  plan_set: pricedChoiceSchema,
  foundation: pricedChoiceSchema,
  options: Type.Array(pricedChoiceSchema),
  payment_mode: Type.Integer({ description: 'A PAYMENT_MODES code.' }),
  promo_code: Type.Union([Type.String(), Type.Null()]),
  subtotal: centsSchema,
  discount: centsSchema,
  total: centsSchema,
  status: Type.Union(
    ORDER_STATUSES.map((status) => Type.Literal(status.code)),
    { description: 'An ORDER_STATUSES code.' },
  ),
  intent_id: Type.Union([Type.String(), Type.Null()], {
    description: "The payment provider's intent id (card orders), null until one exists.",
  }),
  created_at: Type.String({ description: 'ISO date-time.' }),
  paid_at: Type.Union([Type.String(), Type.Null()], { description: 'ISO date-time; null until paid.' }),
});

/** GET orders answer: the shopper's orders, newest first. */
export const orderListSchema = Type.Array(orderSchema);

/** POST order answer. A repeated request for the same entry and terms answers the same order. */
export const orderCreatedSchema = Type.Object({
  order: orderSchema,
  payment: Type.Union([paymentSessionSchema, Type.Null()], { description: 'For a card order: how to pay it.' }),
  cart_count: Type.Integer({ description: 'Entries left in the cart (cash on delivery removes the ordered one).' }),
});

/** Answer of pay-test-card and order-status: the order as the server now sees it. */
export const paymentResultSchema = Type.Object({ order: orderSchema, cart_count: Type.Integer() });
