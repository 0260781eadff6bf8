import type { CodeOption } from '../catalog/codeTables';

/** Payment modes (second spec §3): 1 = Cash on Delivery, 2 = online card payment. */
export const PAYMENT_MODES = Object.freeze([
  { code: 1, label: 'Cash on Delivery' },
  { code: 2, label: 'Card Payment' },
] as const satisfies readonly CodeOption[]);
export const CASH_ON_DELIVERY = 1;
export const CARD_PAYMENT = 2;

/**
 * Order statuses, from creation to fulfilment. The spec shows none; these are the store's. New codes go at the end
 * (stored orders keep theirs): 7 to 9 are refunds and cancellations (docs/decisions/refunds.md), 10 and 11 the
 * printed sets' way from Paid to Delivered (docs/decisions/staff-desk.md).
 */
export const ORDER_STATUSES = Object.freeze([
  { code: 1, label: 'Awaiting payment' },
  { code: 2, label: 'Paid' },
  { code: 3, label: 'Payment declined' },
  { code: 4, label: 'Cash on delivery' },
  { code: 5, label: 'Delivered' },
  { code: 6, label: 'Cancelled' },
  { code: 7, label: 'Refunded' },
  { code: 8, label: 'Cancelled by shopper' },
  { code: 9, label: 'Cancelled by store' },
  { code: 10, label: 'Printing' },
  { code: 11, label: 'Shipped' },
] as const satisfies readonly CodeOption[]);
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]['code'];
