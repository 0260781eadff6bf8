import type { Static } from '@sinclair/typebox';
import { CASH_ON_DELIVERY } from '../orders/orderCodes';
import type { refundReasonSchema, shopperCancelRequestSchema } from './refundSchemas';

/** Why an order is refunded or cancelled, in the words of whoever asks (1 to 500 characters, not only spaces). */
export type RefundReason = Static<typeof refundReasonSchema>;

/** POST orders/:id/cancel (JSON, optional): the shopper's reason. The answer is the order, as GET orders/:id. */
export type ShopperCancelRequest = Static<typeof shopperCancelRequestSchema>;

/** How long after paying a shopper may cancel an order themselves (placing it, for cash on delivery). */
export const SHOPPER_CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * Until when the shopper may cancel: SHOPPER_CANCEL_WINDOW_MS after the card payment, or after placing a
 * cash-on-delivery order; null for a card order not paid. Nothing may have been downloaded or printed either.
 */
export function shopperCancelDeadline(order: {
  payment_mode: number;
  created_at: Date | string;
  paid_at: Date | string | null;
}): Date | null {
  const settledAt = order.payment_mode === CASH_ON_DELIVERY ? order.created_at : order.paid_at;
  return settledAt === null ? null : new Date(new Date(settledAt).getTime() + SHOPPER_CANCEL_WINDOW_MS);
}

/** What refunding or cancelling an order answers, word for word. */
export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded or cancelled.',
  alreadyRefunded: 'This order is already refunded.',
  alreadyCancelled: 'This order is already cancelled.',
  paidInCash: 'This order was paid in cash on delivery: its money is given back by hand, not through the store.',
  cancelWindowOver:
    'An order can be cancelled only within 2 hours of paying for it. Please contact us if you would like a refund.',
  deliveryStarted:
    'This order can no longer be cancelled: its plans have been downloaded or sent to print. Please contact us if you would like a refund.',
  otherProvider: 'This order was paid through another card provider than the store uses now: refund it there.',
  providerFailed: 'The card provider did not confirm the refund, so nothing changed. Please try again.',
  cancelled: 'Your order is cancelled.',
  refunded: 'The order is refunded.',
  cashOrderCancelled: 'The cash-on-delivery order is cancelled.',
  nothingCharged: 'Nothing was charged, so nothing is refunded.',
} as const;
