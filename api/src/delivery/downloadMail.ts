import type { Order } from 'contracts/src/checkout/order';
import { documentsOfLine, ORDER_DOCUMENT_LABELS, type OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import type { MailMessage } from '../mail/mailer';

/** One file of an order, as a mail lists it. */
export interface OrderFile {
  lineId: string;
  kind: OrderDocumentKind;
  /** 'PDF Set', 'Cost-to-Build Report'... */
  label: string;
  planName: string;
  planNumber: string | null;
}

/** Every file an order's lines deliver, line by line (whether it may be downloaded yet is not asked here). */
export function filesOfOrder(order: Pick<Order, 'lines'>): OrderFile[] {
  return order.lines.flatMap((line) =>
    documentsOfLine(line).map((kind) => ({
      lineId: line._id,
      kind,
      label: ORDER_DOCUMENT_LABELS[kind],
      planName: line.property_id.name,
      planNumber: line.property_id.plan_number,
    })),
  );
}

const expiryDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The part of a mail that delivers an order's files: one link per file, all with the same token, and how long and
 * for whom they work. The links are the only secret the store ever mails besides one-time codes.
 */
export function downloadSection(
  files: readonly OrderFile[],
  urlOf: (file: OrderFile) => string,
  expiresAt: Date,
): string[] {
  return [
    'Download your plans',
    `These links work without signing in until ${expiryDate.format(expiresAt)} (7 days):`,
    ...files.map(
      (file) => `- ${file.label}, ${file.planName} (plan number ${file.planNumber ?? 'N/A'}): ${urlOf(file)}`,
    ),
    'Anyone who has these links can download your files: please do not forward this e-mail.',
    'After 7 days, My Orders downloads them and can e-mail you a fresh link.',
  ];
}

/** The mail of a fresh link (asked for in My Orders, or by staff): the order's files and nothing else. */
export function downloadLinkMail(to: string, orderId: string, section: readonly string[]): MailMessage {
  return {
    to,
    subject: `Your plans are ready to download: order ${orderId}`,
    text: [
      `The plans of your House Plans order ${orderId} are ready to download.`,
      '',
      ...section,
      '',
      'If you did not ask for this e-mail, you can ignore it: the links above replace any sent before.',
    ].join('\n'),
  };
}
