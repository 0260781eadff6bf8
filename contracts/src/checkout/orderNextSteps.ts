import { formatPrice } from '../catalog/plan';
import { CARD_PAYMENT, PAYMENT_MODES } from '../orders/orderCodes';
import { labelOf } from '../catalog/codeTables';
import type { Order } from './order';
import { CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, PRINTED_SET_STATUSES } from './orderStatus';

/** PLAN_SETS codes delivered as files, and the one printed and shipped. */
const DIGITAL_SETS: readonly number[] = [1, 3];
const PRINTED_SETS = 2;

/** How an order is paid, as the confirmation page and the receipt say it: 'Card Payment, paid' or 'Cash on Delivery'. */
export function paymentOf(order: Pick<Order, 'payment_mode' | 'status'>): string {
  const mode = labelOf(PAYMENT_MODES, order.payment_mode);
  // Printed sets being printed, shipped or delivered were paid for first.
  const paid = order.status === PAID || order.status === DELIVERED || PRINTED_SET_STATUSES.includes(order.status);
  return order.payment_mode === CARD_PAYMENT && paid ? `${mode}, paid` : mode;
}

/**
 * What happens after an order is paid (card) or placed (cash on delivery), line by line of what it holds: the same
 * sentences on the order confirmation page, in My Orders and in the receipt.
 */
export function nextStepsOf(order: Pick<Order, '_id' | 'lines' | 'status' | 'total'>): string[] {
  const steps: string[] = [];
  if (order.status === CASH_ON_DELIVERY_ORDERED) {
    steps.push(`You pay ${formatPrice(order.total)} on delivery; nothing has been charged.`);
  }
  const sets = order.lines.map((line) => line.plan_set.code);
  if (sets.some((code) => DIGITAL_SETS.includes(code))) {
    steps.push('Your PDF and CAD sets are e-mailed to you as a download link, and can be downloaded from My Orders.');
  }
  if (sets.includes(PRINTED_SETS)) {
    steps.push('Your printed sets are printed and shipped to you; we e-mail you when they ship.');
  }
  if (order.lines.some((line) => line.options.length > 0)) {
    steps.push('Cost-to-Build Reports and Materials Lists are delivered digitally within 1 to 2 business days.');
  }
  steps.push(`Questions about your order? Contact us and quote order number ${order._id}.`);
  return steps;
}
