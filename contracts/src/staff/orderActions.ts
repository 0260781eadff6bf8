import type { Static } from '@sinclair/typebox';
import { labelOf } from '../catalog/codeTables';
import { carrierLabel } from '../orders/carriers';
import { CASH_ON_DELIVERY, ORDER_STATUSES } from '../orders/orderCodes';
import type { Order } from '../checkout/order';
import { CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, PRINTING, refundKindOf, SHIPPED } from '../checkout/orderStatus';
import { holdsPrintedSets } from '../checkout/printedSets';
import { documentsOf, filesDeliverable } from '../delivery/orderDocuments';
import type { shipOrderRequestSchema, staffRefundRequestSchema } from './orderActionSchemas';
import type { StaffActionCode } from './staffActions';

/** POST /api/staff/orders/:id/mark-shipped: the carrier (a CARRIERS code) and its tracking number. */
export type ShipOrderRequest = Static<typeof shipOrderRequestSchema>;

/** POST /api/staff/orders/:id/refund: why, kept with the refund. */
export type StaffRefundRequest = Static<typeof staffRefundRequestSchema>;

/** An action the desk offers on an order, by the audit log's code. */
export type OrderActionCode = Extract<StaffActionCode, `order.${string}`>;

/** Each order action's path under /api/staff/orders/:id/, its button and the question its confirmation asks. */
export const ORDER_ACTIONS = Object.freeze([
  {
    code: 'order.mark_printing',
    path: 'mark-printing',
    button: 'Mark printing',
    question: (orderId: string) => `Mark order #${orderId} as printing?`,
  },
  {
    code: 'order.mark_shipped',
    path: 'mark-shipped',
    button: 'Mark shipped',
    question: (orderId: string) => `Mark order #${orderId} as shipped?`,
  },
  {
    code: 'order.mark_delivered',
    path: 'mark-delivered',
    button: 'Mark delivered',
    question: (orderId: string) => `Mark order #${orderId} as delivered?`,
  },
  {
    code: 'order.refund',
    path: 'refund',
    button: 'Refund',
    question: (orderId: string) => `Refund order #${orderId}?`,
  },
  {
    code: 'order.resend_download_mail',
    path: 'resend-download-mail',
    button: 'Resend the download mail',
    question: (orderId: string) => `Mail order #${orderId}'s download link to the shopper again?`,
  },
] as const satisfies ReadonlyArray<{
  code: OrderActionCode;
  path: string;
  button: string;
  question: (orderId: string) => string;
}>);

export type OfferedOrderActionCode = (typeof ORDER_ACTIONS)[number]['code'];

/** The printed sets' moves: from which statuses each starts, and where it leaves the order. */
const MOVES = {
  'order.mark_printing': { from: [PAID, CASH_ON_DELIVERY_ORDERED], to: PRINTING },
  'order.mark_shipped': { from: [PRINTING], to: SHIPPED },
  'order.mark_delivered': { from: [SHIPPED], to: DELIVERED },
} as const satisfies Record<string, { from: readonly number[]; to: number }>;

/**
 * The one move of an order without printed sets: a cash-on-delivery order of files is Delivered when its cash is
 * received (its files can be downloaded from then on). A card order of files has nothing to mark: its files are
 * downloaded as soon as it is paid.
 */
const CASH_FILES_DELIVERED = { from: [CASH_ON_DELIVERY_ORDERED], to: DELIVERED } as const;

export type FulfilmentActionCode = keyof typeof MOVES;
const FULFILMENT_ACTIONS: readonly FulfilmentActionCode[] = [
  'order.mark_printing',
  'order.mark_shipped',
  'order.mark_delivered',
];

/** Texts the API and the desk show as they are; `orderId` is the order's number. */
export const ORDER_ACTION_MESSAGES = {
  noPrintedSets: (orderId: string) =>
    `Order #${orderId} holds no printed sets: its plans are delivered as files, never printed or shipped.`,
  notPrintable: (orderId: string, status: string) =>
    `Only a paid order, or one placed for cash on delivery, can be sent to print; order #${orderId} is ${status}.`,
  notShippable: (orderId: string, status: string) =>
    `Only an order that is printing can be marked shipped; order #${orderId} is ${status}.`,
  notDeliverable: (orderId: string, status: string) =>
    `Only a shipped order can be marked delivered; order #${orderId} is ${status}.`,
  cashNotDeliverable: (orderId: string, status: string) =>
    `Only a cash-on-delivery order whose cash is due can be marked delivered; order #${orderId} is ${status}.`,
  filesNeedNoDelivery: (orderId: string) =>
    `Order #${orderId} holds no printed sets and is paid by card: its files are downloaded as soon as it is paid, so there is no delivery to mark.`,
  shippedOtherwise: (orderId: string, carrier: string, trackingNumber: string) =>
    `Order #${orderId} was already shipped with ${carrier}, tracking number ${trackingNumber}.`,
  markedPrinting: (orderId: string) => `Order #${orderId} is marked printing.`,
  markedShipped: (orderId: string) =>
    `Order #${orderId} is marked shipped; the shopper is e-mailed the tracking number.`,
  markedDelivered: (orderId: string) => `Order #${orderId} is marked delivered.`,
  alreadyPrinting: (orderId: string) => `Order #${orderId} was already marked printing.`,
  alreadyShipped: (orderId: string) => `Order #${orderId} was already marked shipped.`,
  alreadyDelivered: (orderId: string) => `Order #${orderId} was already marked delivered.`,
  alreadyRefunded: (orderId: string) => `Order #${orderId} was already refunded.`,
  downloadMailResent: (orderId: string) =>
    `A fresh download link for order #${orderId} is mailed to the shopper; the links mailed before stop working.`,
  downloadMailJustSent: (orderId: string) =>
    `A download link for order #${orderId} was mailed to the shopper less than a minute ago: it was not sent again.`,
  noFilesToMail: (orderId: string) =>
    `Order #${orderId} has no files to download now: it holds printed sets only, is not paid yet, or was refunded or cancelled.`,
} as const;

/** The order as an action judges it: its sets, its status, how it is paid, and how its printed sets were shipped. */
export interface ActionableOrder {
  _id: string;
  lines: ReadonlyArray<{ plan_set: { code: number }; options: ReadonlyArray<{ code: number }> }>;
  status: number;
  payment_mode: number;
  paid_at: string | null;
  shipment: Pick<NonNullable<Order['shipment']>, 'carrier' | 'tracking_number'> | null;
}

/**
 * What a printed-set move does to an order as it is now: 'move' it; 'done' already (the same move again, e.g. a double
 * click: answered as a success that changes nothing); or 'refused' with the words for the 409.
 */
export type MoveVerdict = { kind: 'move' } | { kind: 'done' } | { kind: 'refused'; message: string };

/** The shipment a mark-shipped asks for, to tell a repeat of it from a different shipment. */
export interface AskedShipment {
  carrier: string;
  trackingNumber: string;
}

/** The move an action makes on this order, or why it makes none (an order of files is never printed or shipped). */
function moveOf(
  order: ActionableOrder,
  action: FulfilmentActionCode,
): { from: readonly number[]; to: number } | string {
  if (holdsPrintedSets(order)) return MOVES[action];
  if (action !== 'order.mark_delivered') return ORDER_ACTION_MESSAGES.noPrintedSets(order._id);
  return order.payment_mode === CASH_ON_DELIVERY
    ? CASH_FILES_DELIVERED
    : ORDER_ACTION_MESSAGES.filesNeedNoDelivery(order._id);
}

/**
 * Whether a move may be made: printed sets go one step at a time from Paid (or placed for cash on delivery) to
 * Delivered; a cash-on-delivery order of files goes to Delivered when its cash is received; nothing else moves.
 * Repeating the move the order last made is 'done' (for mark-shipped, only with the same carrier and number).
 */
export function judgeMove(order: ActionableOrder, action: FulfilmentActionCode, asked?: AskedShipment): MoveVerdict {
  const id = order._id;
  const move = moveOf(order, action);
  if (typeof move === 'string') return { kind: 'refused', message: move };
  if (move.from.some((status) => status === order.status)) return { kind: 'move' };
  if (order.status === move.to) {
    const shipment = order.shipment;
    if (action !== 'order.mark_shipped' || !asked || !shipment?.carrier || !shipment.tracking_number) {
      return { kind: 'done' };
    }
    const same = shipment.carrier === asked.carrier && shipment.tracking_number === asked.trackingNumber;
    return same
      ? { kind: 'done' }
      : {
          kind: 'refused',
          message: ORDER_ACTION_MESSAGES.shippedOtherwise(id, carrierLabel(shipment.carrier), shipment.tracking_number),
        };
  }
  const status = labelOf(ORDER_STATUSES, order.status);
  const refusal = {
    'order.mark_printing': ORDER_ACTION_MESSAGES.notPrintable,
    'order.mark_shipped': ORDER_ACTION_MESSAGES.notShippable,
    'order.mark_delivered':
      move === CASH_FILES_DELIVERED ? ORDER_ACTION_MESSAGES.cashNotDeliverable : ORDER_ACTION_MESSAGES.notDeliverable,
  }[action];
  return { kind: 'refused', message: refusal(id, status) };
}

/**
 * The actions the desk offers on an order in its present state: its next move, a refund while one can be made, and
 * the download mail again while its files may be downloaded.
 */
export function offeredOrderActions(order: ActionableOrder): OfferedOrderActionCode[] {
  const offered: OfferedOrderActionCode[] = [];
  for (const action of FULFILMENT_ACTIONS) {
    if (judgeMove(order, action).kind === 'move') offered.push(action);
  }
  if (refundKindOf(order) !== null) offered.push('order.refund');
  if (hasFilesToMail(order)) offered.push('order.resend_download_mail');
  return offered;
}

/** Whether the order's files may be downloaded now, so that a link to them can be mailed (delivery's own rule). */
export function hasFilesToMail(order: ActionableOrder): boolean {
  const files = (line: ActionableOrder['lines'][number]) =>
    documentsOf(
      line.plan_set.code,
      line.options.map((option) => option.code),
    );
  return filesDeliverable(order) && order.lines.some((line) => files(line).length > 0);
}

/** How long after a download link was mailed another request is taken for a double click, and sends nothing. */
export const DOWNLOAD_MAIL_QUIET_MS = 60 * 1000;
