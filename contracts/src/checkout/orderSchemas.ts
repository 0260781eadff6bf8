import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { centsSchema, planSummarySchema } from '../catalog/planSchemas';
import { ORDER_STATUSES, PAYMENT_MODES } from '../orders/orderCodes';
import { cartIdsSchema } from './cartSchemas';
import { paymentSessionSchema } from './paymentSchemas';
import { pricedChoiceSchema } from './planOptionSchemas';
import { promoCodeChoiceProperties } from './promoCodeSchemas';
import { orderRewardsSchema } from './rewardsSchemas';
import { billingNameSchema, shippingAddressSchema } from './shippingAddressSchemas';
import { orderShipmentSchema } from './shipmentSchemas';

/**
 * The schemas of orders, and of the answers that carry one. The API validates and serialises with them (a field not
 * in an answer's schema is never sent); `order.ts` and `payment.ts` derive the types from them for everyone else.
 */

/**
 * POST order (JSON): the cart lines to buy and how to pay (a PAYMENT_MODES code, orders/orderCodes); a promo code as
 * in apply-promocode, applied to the whole order. `cart_ids` names every line (the cart's one Proceed To Checkout);
 * `cart_id` names one (the spec's checkout of a single entry). Exactly one of the two. `billing_name` is the name on
 * the licence, for every order; `shipping_address` is required when a line is Five Printed Sets or the order is paid
 * on delivery, and left off the order otherwise (shippingAddress.ts has the rules of both).
 */
export const orderRequestSchema = Type.Object(
  {
    payment_mode: Type.Integer({ enum: PAYMENT_MODES.map((mode) => mode.code) }),
    cart_ids: Type.Optional(cartIdsSchema),
    cart_id: Type.Optional(wireIdSchema),
    ...promoCodeChoiceProperties,
    billing_name: billingNameSchema,
    shipping_address: Type.Optional(shippingAddressSchema),
  },
  { additionalProperties: false },
);

/** One plan of an order: what was bought with the price of each choice, fixed when it entered the cart. */
export const orderLineSchema = Type.Object({
  _id: Type.String(),
  cart_id: Type.String({ description: 'The cart entry this line was ordered from.' }),
  property_id: planSummarySchema,
  plan_set: pricedChoiceSchema,
  foundation: pricedChoiceSchema,
  options: Type.Array(pricedChoiceSchema),
  price: centsSchema,
});

/**
 * An order as GET orders lists it: its lines, the amounts the server charged for them together, and its status.
 * `cart_id`, `property_id`, `plan_set`, `foundation` and `options` repeat the first line's, for the clients of
 * one-line orders; every line is in `lines`.
 */
export const orderSchema = Type.Object({
  _id: Type.String(),
  lines: Type.Array(orderLineSchema, { minItems: 1, description: 'The plans bought, in the order they were added.' }),
  cart_id: Type.String(),
  property_id: planSummarySchema,
  plan_set: pricedChoiceSchema,
  foundation: pricedChoiceSchema,
  options: Type.Array(pricedChoiceSchema),
  payment_mode: Type.Integer({ description: 'A PAYMENT_MODES code.' }),
  promo_code: Type.Union([Type.String(), Type.Null()]),
  subtotal: Type.Integer({ description: "The lines' prices added up, integer cents." }),
  rewards: Type.Union([orderRewardsSchema, Type.Null()], {
    description: 'The rewards programme discount (rewards.ts), taken first; null when the shopper was in no programme.',
  }),
  discount: Type.Integer({
    description: "The promo code's discount, on what is left after the rewards, integer cents.",
  }),
  total: Type.Integer({ description: 'subtotal - rewards.discount - discount: what is paid, integer cents.' }),
  status: Type.Union(
    ORDER_STATUSES.map((status) => Type.Literal(status.code)),
    { description: 'An ORDER_STATUSES code.' },
  ),
  intent_id: Type.Union([Type.String(), Type.Null()], {
    description: "The payment provider's intent id (card orders), null until one exists.",
  }),
  created_at: Type.String({ description: 'ISO date-time.' }),
  paid_at: Type.Union([Type.String(), Type.Null()], { description: 'ISO date-time; null until paid.' }),
  billing_name: Type.String({ description: 'The name on the licence of every plan in the order.' }),
  shipping_address: Type.Union([shippingAddressSchema, Type.Null()], {
    description: 'Where the order is shipped (printed sets, cash on delivery); null for an order that ships nothing.',
  }),
  shipment: Type.Union([orderShipmentSchema, Type.Null()], {
    description: 'Printed sets on their way: null until staff send them to print, and for orders without printed sets.',
  }),
});

/** GET orders answer: the shopper's orders, newest first. */
export const orderListSchema = Type.Array(orderSchema);

/** POST order answer. A repeated request for the same lines and terms answers the same order. */
export const orderCreatedSchema = Type.Object({
  order: orderSchema,
  payment: Type.Union([paymentSessionSchema, Type.Null()], { description: 'For a card order: how to pay it.' }),
  cart_count: Type.Integer({ description: 'Entries left in the cart (cash on delivery removes the ordered ones).' }),
});

/** Answer of pay-test-card and order-status: the order as the server now sees it. */
export const paymentResultSchema = Type.Object({ order: orderSchema, cart_count: Type.Integer() });
