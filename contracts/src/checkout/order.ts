import type { Cents, PlanSummary } from '../catalog/plan';
import type { OrderStatusCode } from '../orders/orderCodes';
import type { PricedChoice } from './planOptions';
import type { PaymentSession } from './payment';

/** POST order (JSON): payment_mode is a PAYMENT_MODES code (orders/orderCodes); a promo code as in ApplyPromoCodeRequest. */
export interface OrderRequest {
  payment_mode: number;
  cart_id: string;
  promocode_id?: string;
  promocode?: string;
}

/** An order as GET orders lists it: what was bought, the amounts the server charged, and its status. */
export interface Order {
  _id: string;
  cart_id: string;
  property_id: PlanSummary;
  plan_set: PricedChoice;
  foundation: PricedChoice;
  options: PricedChoice[];
  payment_mode: number;
  promo_code: string | null;
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  /** An ORDER_STATUSES code. */
  status: OrderStatusCode;
  /** The payment provider's intent id (card orders), null until one exists. */
  intent_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** POST order answer. A repeated request for the same entry and terms answers the same order. */
export interface OrderCreated {
  order: Order;
  /** For a card order: how to pay it. */
  payment: PaymentSession | null;
  /** Entries left in the cart (cash on delivery removes the ordered one). */
  cart_count: number;
}
