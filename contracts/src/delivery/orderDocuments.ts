import type { Static } from '@sinclair/typebox';
import type { OrderLine } from '../checkout/order';
import { CANCELLED, DELIVERED, REFUNDED_STATUSES } from '../checkout/orderStatus';
import { CARD_PAYMENT, CASH_ON_DELIVERY } from '../orders/orderCodes';
import type { orderDocumentParamsSchema, linkDocumentParamsSchema } from './orderDocumentSchemas';

/**
 * The files a paid order delivers, one kind per path segment of the download routes:
 * `plan_set_pdf` (PLAN_SETS 1, PDF Set), `cad_zip` (PLAN_SETS 3, CAD Files: the PDF and one DXF per floor in a ZIP),
 * `cost_report_pdf` (PLAN_ADD_ONS 1, Cost-to-Build Report), `materials_pdf` (PLAN_ADD_ONS 2, Materials List).
 * Five Printed Sets (PLAN_SETS 2) are printed and shipped: nothing to download.
 */
export const ORDER_DOCUMENT_KINDS = ['plan_set_pdf', 'cad_zip', 'cost_report_pdf', 'materials_pdf'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** What a shopper sees on the Download button and in the mail: the name of what was bought. */
export const ORDER_DOCUMENT_LABELS: Readonly<Record<OrderDocumentKind, string>> = Object.freeze({
  plan_set_pdf: 'PDF Set',
  cad_zip: 'CAD Files',
  cost_report_pdf: 'Cost-to-Build Report',
  materials_pdf: 'Materials List',
});

/** PLAN_SETS codes delivered as a file, and the file. */
const SET_DOCUMENTS: ReadonlyMap<number, OrderDocumentKind> = new Map([
  [1, 'plan_set_pdf'],
  [3, 'cad_zip'],
]);

/** PLAN_ADD_ONS codes and their file. */
const ADD_ON_DOCUMENTS: ReadonlyMap<number, OrderDocumentKind> = new Map([
  [1, 'cost_report_pdf'],
  [2, 'materials_pdf'],
]);

/** The files one line of an order delivers, set first, then its add-ons in the order of the kinds. */
export function documentsOf(planSet: number, addOns: readonly number[]): OrderDocumentKind[] {
  const kinds = new Set<OrderDocumentKind>();
  const set = SET_DOCUMENTS.get(planSet);
  if (set) kinds.add(set);
  for (const addOn of addOns) {
    const kind = ADD_ON_DOCUMENTS.get(addOn);
    if (kind) kinds.add(kind);
  }
  return ORDER_DOCUMENT_KINDS.filter((kind) => kinds.has(kind));
}

/** The files a line of an order (as GET orders carries it) delivers. */
export function documentsOfLine(line: Pick<OrderLine, 'plan_set' | 'options'>): OrderDocumentKind[] {
  return documentsOf(
    line.plan_set.code,
    line.options.map((option) => option.code),
  );
}

/**
 * Whether an order's files may be downloaded: it is paid and not undone. A card order once its payment is confirmed
 * (`paid_at`), whatever it moves through afterwards (printing, shipping, delivered); a cash-on-delivery order once it
 * is Delivered (the cash is taken at the door: until then nothing is paid). Never an unpaid, declined, replaced,
 * refunded or cancelled order.
 */
export function filesDeliverable(order: {
  payment_mode: number;
  status: number;
  paid_at: Date | string | null;
}): boolean {
  if (order.status === CANCELLED || REFUNDED_STATUSES.some((status) => status === order.status)) return false;
  if (order.payment_mode === CARD_PAYMENT) return order.paid_at !== null;
  return order.payment_mode === CASH_ON_DELIVERY && order.status === DELIVERED;
}

/** How long a mailed download link works without signing in. */
export const DOWNLOAD_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What the download routes answer, word for word. */
export const DELIVERY_MESSAGES = {
  /** Every refusal of a file: not the caller's, not paid, undone, not bought, an unknown, expired or revoked link. */
  notFound: 'This download is not available.',
  /** A link asked for an order that is not the shopper's, or has nothing to download (yet). */
  nothingToSend: 'This order has no plans to download.',
  linkSent: 'We have e-mailed you a link to download your plans. It works for 7 days without signing in.',
  tooManyLinks:
    'Several download links were sent for this order in the last hour. Please use the newest one, or ask again later.',
  mailFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
} as const;

/** GET orders/:id/lines/:lineId/documents/:kind: the signed-in owner's file. */
export type OrderDocumentParams = Static<typeof orderDocumentParamsSchema>;

/** GET downloads/:token/lines/:lineId/documents/:kind: a file of the order a mailed link was made for. */
export type LinkDocumentParams = Static<typeof linkDocumentParamsSchema>;

/** The owner's download path of a file, under the API's base URL (`/api/user/`). */
export function orderDocumentPath(orderId: string, lineId: string, kind: OrderDocumentKind): string {
  return `orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/documents/${kind}`;
}
