import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/databaseSchema';

/**
 * Whether any file of the order has been downloaded (by its owner or by a link): the shopper may then no longer
 * cancel it (payments/refundOrder.ts asks this inside the refund's transaction, holding the order's row, so a
 * download that holds the same row cannot slip in between: documentDelivery.ts).
 */
export async function deliveryStarted(db: Kysely<Database> | Transaction<Database>, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('downloads').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst();
  return row !== undefined;
}
