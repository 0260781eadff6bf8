import type { Static } from '@sinclair/typebox';
import type { orderCreatedSchema, orderLineSchema, orderRequestSchema, orderSchema } from './orderSchemas';

/**
 * POST order (JSON): payment_mode is a PAYMENT_MODES code (orders/orderCodes); the lines as `cart_ids` (the whole
 * cart) or `cart_id` (one entry), never both; a promo code as in ApplyPromoCodeRequest, for the whole order.
 */
export type OrderRequest = Static<typeof orderRequestSchema>;

/** One plan of an order, with its choices and their prices. */
export type OrderLine = Static<typeof orderLineSchema>;

/**
 * An order as GET orders lists it: its lines, the amounts the server charged for them together, and its status (an
 * ORDER_STATUSES code); `intent_id` is the payment provider's intent (card orders), null until one exists. The
 * first line's fields are repeated at the top for clients of one-line orders.
 */
export type Order = Static<typeof orderSchema>;

/**
 * POST order answer. A repeated request for the same lines and terms answers the same order. `payment` says how to
 * pay a card order; `cart_count` is the entries left in the cart (cash on delivery removes the ordered ones).
 */
export type OrderCreated = Static<typeof orderCreatedSchema>;
