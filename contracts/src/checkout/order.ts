import type { Static } from '@sinclair/typebox';
import type { orderCreatedSchema, orderRequestSchema, orderSchema } from './orderSchemas';

/** POST order (JSON): payment_mode is a PAYMENT_MODES code (orders/orderCodes); a promo code as in ApplyPromoCodeRequest. */
export type OrderRequest = Static<typeof orderRequestSchema>;

/**
 * An order as GET orders lists it: what was bought, the amounts the server charged, and its status (an
 * ORDER_STATUSES code); `intent_id` is the payment provider's intent (card orders), null until one exists.
 */
export type Order = Static<typeof orderSchema>;

/**
 * POST order answer. A repeated request for the same entry and terms answers the same order. `payment` says how to
 * pay a card order; `cart_count` is the entries left in the cart (cash on delivery removes the ordered one).
 */
export type OrderCreated = Static<typeof orderCreatedSchema>;
