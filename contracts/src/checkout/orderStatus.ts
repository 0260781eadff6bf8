import { CARD_PAYMENT, CASH_ON_DELIVERY, type OrderStatusCode } from '../orders/orderCodes';

/** The ORDER_STATUSES codes the checkout moves an order through (orders/orderCodes.ts holds the labels). */
export const AWAITING_PAYMENT = 1 satisfies OrderStatusCode;
export const PAID = 2 satisfies OrderStatusCode;
export const PAYMENT_DECLINED = 3 satisfies OrderStatusCode;
export const CASH_ON_DELIVERY_ORDERED = 4 satisfies OrderStatusCode;
export const DELIVERED = 5 satisfies OrderStatusCode;
/** Replaced by a new order for the same cart entry (the shopper changed the promo code or payment mode). */
export const CANCELLED = 6 satisfies OrderStatusCode;
/** The store gave a card payment back in full: from the staff desk, or in the card provider's own dashboard. */
export const REFUNDED = 7 satisfies OrderStatusCode;
/** The shopper cancelled soon after paying (placing, for cash on delivery); a card payment was refunded in full. */
export const CANCELLED_BY_SHOPPER = 8 satisfies OrderStatusCode;
/** The store cancelled a cash-on-delivery order before delivery: no money had been taken, so none goes back. */
export const CANCELLED_BY_STORE = 9 satisfies OrderStatusCode;
/** Printed sets only: staff sent the order's sets to print (from Paid, or placed for cash on delivery). */
export const PRINTING = 10 satisfies OrderStatusCode;
/** Printed sets only: handed to a carrier, with a tracking number; DELIVERED follows. */
export const SHIPPED = 11 satisfies OrderStatusCode;

/** Where a refund, or a cancellation once paid or placed, leaves an order: nothing of it is delivered any more. */
export const REFUNDED_STATUSES: readonly OrderStatusCode[] = [REFUNDED, CANCELLED_BY_SHOPPER, CANCELLED_BY_STORE];

/**
 * What undoing an order means: 'card', what was paid goes back through the card provider; 'nothing_taken', a
 * cash-on-delivery order not yet delivered is called off (no money was taken online, so none is refunded).
 */
export type RefundKind = 'card' | 'nothing_taken';

/** Printed sets between Paid (or placed for cash on delivery) and Delivered: the desk moves them along. */
export const PRINTED_SET_STATUSES: readonly OrderStatusCode[] = [PRINTING, SHIPPED];

/**
 * How an order can be refunded, or null when it cannot: never paid, replaced (CANCELLED), already refunded or
 * cancelled, or paid in cash at the door (that money is given back by hand, outside the store). Printed sets being
 * printed or shipped count as Paid: a card order's money goes back, a cash-on-delivery order's was not yet taken.
 */
export function refundKindOf(order: { payment_mode: number; status: number }): RefundKind | null {
  const underway = PRINTED_SET_STATUSES.some((status) => status === order.status);
  if (order.payment_mode === CARD_PAYMENT) {
    return order.status === PAID || underway || order.status === DELIVERED ? 'card' : null;
  }
  if (order.payment_mode === CASH_ON_DELIVERY && (order.status === CASH_ON_DELIVERY_ORDERED || underway)) {
    return 'nothing_taken';
  }
  return null;
}

/** A card order that can still be paid: never paid, or its last card was declined. */
export function awaitsCardPayment(order: { payment_mode: number; status: number }): boolean {
  return (
    order.payment_mode === CARD_PAYMENT && (order.status === AWAITING_PAYMENT || order.status === PAYMENT_DECLINED)
  );
}
