import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { receiptDownloadSection } from '../delivery/downloadLinkMailing';
import type { TransactionJobs } from '../jobs/jobQueue';
import { stableMessageId, type Mailer } from '../mail/mailer';
import { findOrder } from './orderStore';
import { receiptMail } from './receiptMail';

/** The job that mails an order's receipt (jobs/storeJobs.ts works it). */
export const ORDER_RECEIPT_JOB = 'order-receipt';

export interface OrderReceiptJob {
  orderId: number;
  /**
   * Queued by a store that records the sending in `orders.receipt_sent_at` (set once the mail is handed over, read
   * before sending). A job queued by an earlier version lacks it: that version set the column when it claimed the
   * receipt, so such a job must not read the column as "sent".
   */
  sentRecord?: true;
}

export function isOrderReceiptJob(data: unknown): data is OrderReceiptJob {
  return (
    typeof data === 'object' &&
    data !== null &&
    'orderId' in data &&
    Number.isInteger(data.orderId) &&
    (!('sentRecord' in data) || data.sentRecord === true)
  );
}

/**
 * Queues the order's receipt in the transaction that made the order paid (card) or placed (cash on delivery): the
 * job is stored with that state change or not at all, so a crash after the commit cannot lose the receipt and a
 * rollback cannot send one. Only the transaction that changed the status queues it (the status change is the claim:
 * a second confirmation finds the order paid), so each order gets one receipt job.
 */
export async function queueOrderReceipt(jobs: TransactionJobs, orderId: number): Promise<void> {
  const job: OrderReceiptJob = { orderId, sentRecord: true };
  await jobs.send(ORDER_RECEIPT_JOB, job);
}

/**
 * The receipt's Message-ID, the same on every attempt, so that a mail server or client that drops a repeated
 * Message-ID drops a receipt sent twice. The order's creation time keeps it unique when a store's orders are
 * numbered from 1 again (a database made anew under the same address).
 */
export function receiptMessageId(orderId: number, createdAt: Date, siteUrl: string): string {
  return stableMessageId(`receipt.order-${orderId}.${createdAt.getTime()}`, siteUrl);
}

export interface ReceiptMailing {
  mailer: Mailer;
  db: Kysely<Database>;
  siteUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Mails the receipt of the order once; throws when it cannot, so that the job is tried again. The sending is
 * recorded (`receipt_sent_at`) as soon as the mail transport has taken the message, and checked first: a job run
 * again after that (its completion was lost to a crash, or a second job for the order) sends nothing. The one
 * window left, a crash between the transport taking the mail and that record's commit, sends it again with the same
 * Message-ID (docs/decisions/stateless-api.md).
 */
export async function mailOrderReceipt(
  { mailer, db, siteUrl, log }: ReceiptMailing,
  { orderId, sentRecord }: OrderReceiptJob,
): Promise<'sent' | 'sent before'> {
  const shopper = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id', 'users.email', 'users.name', 'orders.receipt_sent_at', 'orders.created_at'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (sentRecord === true && shopper?.receipt_sent_at) {
    log.info({ order: orderId }, 'the receipt was mailed before: not sent again');
    return 'sent before';
  }
  const order = shopper ? await findOrder(db, shopper.id, orderId) : null;
  if (!shopper || !order) throw new Error(`order ${orderId} has no shopper or no lines`);
  // Paid digital plans: the receipt carries the link to them (delivery/downloadLinkMailing.ts).
  const downloads = await receiptDownloadSection({ db, siteUrl }, order).catch((error: unknown) => {
    // The receipt goes without it: My Orders downloads the files and mails a fresh link.
    log.error({ err: error, order: orderId }, "could not make a receipt's download link");
    return [];
  });
  await mailer.send({
    ...receiptMail(order, shopper, siteUrl, downloads),
    messageId: receiptMessageId(orderId, shopper.created_at, siteUrl),
  });
  // At once, before anything else can fail: from here a run of the job again sends nothing.
  await db.updateTable('orders').set({ receipt_sent_at: new Date() }).where('id', '=', orderId).execute();
  return 'sent';
}
