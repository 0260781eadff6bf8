import type { Order } from 'contracts/src/checkout/order';
import { CASH_ON_DELIVERY_ORDERED, PAID } from 'contracts/src/checkout/orderStatus';
import { shopperCancelDeadline } from 'contracts/src/checkout/refunds';
import { CARD_PAYMENT, CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';

/**
 * Until when the shopper may cancel the order themselves, or null when they may not at all: a card order Paid, or a
 * cash-on-delivery order placed, whose printed sets have not gone to print (the API's rule, refundOrder.ts). Only the
 * server knows whether a file was downloaded: it refuses then, and says why.
 */
export function shopperCancelDeadlineOf(order: Order): Date | null {
  const settled =
    (order.payment_mode === CARD_PAYMENT && order.status === PAID) ||
    (order.payment_mode === CASH_ON_DELIVERY && order.status === CASH_ON_DELIVERY_ORDERED);
  return settled && order.shipment === null ? shopperCancelDeadline(order) : null;
}
