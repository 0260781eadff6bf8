import { CARD_PAYMENT, type OrderStatusCode } from '../orders/orderCodes';

/** The ORDER_STATUSES codes the checkout moves an order through (orders/orderCodes.ts holds the labels). */
export const AWAITING_PAYMENT = 1 satisfies OrderStatusCode;
export const PAID = 2 satisfies OrderStatusCode;
export const PAYMENT_DECLINED = 3 satisfies OrderStatusCode;
export const CASH_ON_DELIVERY_ORDERED = 4 satisfies OrderStatusCode;
export const DELIVERED = 5 satisfies OrderStatusCode;
/** Replaced by a new order for the same cart entry (the shopper changed the promo code or payment mode). */
export const CANCELLED = 6 satisfies OrderStatusCode;

/** A card order that can still be paid: never paid, or its last card was declined. */
export function awaitsCardPayment(order: { payment_mode: number; status: number }): boolean {
  return (
    order.payment_mode === CARD_PAYMENT && (order.status === AWAITING_PAYMENT || order.status === PAYMENT_DECLINED)
  );
}
