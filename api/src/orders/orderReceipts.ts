import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { receiptDownloadSection } from '../delivery/downloadLinkMailing';
import type { Mailer } from '../mail/mailer';
import { findOrder } from './orderStore';
import { receiptMail } from './receiptMail';

/**
 * Sends the receipt of an order whose receipt the caller claimed: the transaction that made the order paid (card) or
 * placed (cash on delivery) set its `receipt_sent_at`, and only the one that did so sends. Sent after that
 * transaction commits, so a receipt never tells of a payment that was rolled back; a mail failure is logged (without
 * the text) and the order stands.
 */
export interface OrderReceipts {
  sendClaimed(log: FastifyBaseLogger, orderId: number): Promise<void>;
}

export function createOrderReceipts(mailer: Mailer, db: Kysely<Database>, siteUrl: string): OrderReceipts {
  return {
    async sendClaimed(log, orderId) {
      try {
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
      } catch (error) {
        log.error({ err: error, order: orderId }, 'could not send an order receipt');
      }
    },
  };
}
