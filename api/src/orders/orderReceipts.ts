import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { receiptDownloadSection } from '../delivery/downloadLinkMailing';
import type { JobQueue } from '../jobs/jobQueue';
import type { Mailer } from '../mail/mailer';
import { findOrder } from './orderStore';
import { receiptMail } from './receiptMail';

/** The job that mails an order's receipt (jobs/storeJobs.ts works it). */
export const ORDER_RECEIPT_JOB = 'order-receipt';

export interface OrderReceiptJob {
  orderId: number;
}

export function isOrderReceiptJob(data: unknown): data is OrderReceiptJob {
  return typeof data === 'object' && data !== null && 'orderId' in data && Number.isInteger(data.orderId);
}

/**
 * The receipt of an order whose receipt the caller claimed: the transaction that made the order paid (card) or
 * placed (cash on delivery) set its `receipt_sent_at`, and only the one that did so sends. Queued after that
 * transaction commits, so a receipt never tells of a payment that was rolled back; the job queue mails it once,
 * from whichever API process takes the job, and tries again when the mail fails. A failure to queue is logged
 * (without the text) and the order stands.
 */
export interface OrderReceipts {
  sendClaimed(log: FastifyBaseLogger, orderId: number): Promise<void>;
}

export function createOrderReceipts(jobs: JobQueue): OrderReceipts {
  return {
    async sendClaimed(log, orderId) {
      const job: OrderReceiptJob = { orderId };
      await jobs.send(ORDER_RECEIPT_JOB, job).catch((error: unknown) => {
        log.error({ err: error, order: orderId }, 'could not queue an order receipt');
      });
    },
  };
}

/** Mails the receipt of the order; throws when it cannot, so that the job is tried again. */
export async function mailOrderReceipt(
  { mailer, db, siteUrl, log }: { mailer: Mailer; db: Kysely<Database>; siteUrl: string; log: FastifyBaseLogger },
  orderId: number,
): Promise<void> {
  const shopper = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  const order = shopper ? await findOrder(db, shopper.id, orderId) : null;
  if (!shopper || !order) throw new Error(`order ${orderId} has no shopper or no lines`);
  // Paid digital plans: the receipt carries the link to them (delivery/downloadLinkMailing.ts).
  const downloads = await receiptDownloadSection({ db, siteUrl }, order).catch((error: unknown) => {
    // The receipt goes without it: My Orders downloads the files and mails a fresh link.
    log.error({ err: error, order: orderId }, "could not make a receipt's download link");
    return [];
  });
  await mailer.send(receiptMail(order, shopper, siteUrl, downloads));
}
