import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/databaseSchema';

type Db = Kysely<Database> | Transaction<Database>;

/** One line of an order, with what deciding and making its files needs. */
export interface LineToDeliver {
  orderId: number;
  lineId: number;
  /** The order's shopper. */
  userId: number;
  planId: number;
  planSet: number;
  foundation: number;
  addOns: number[];
  payment_mode: number;
  status: number;
  paid_at: Date | null;
}

/** Line `lineId` of order `orderId`, or undefined when the order has no such line. */
export async function findLineToDeliver(db: Db, orderId: number, lineId: number): Promise<LineToDeliver | undefined> {
  const row = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'orders.id as orderId',
      'order_lines.id as lineId',
      'orders.user_id as userId',
      'order_lines.plan_id as planId',
      'order_lines.plan_set as planSet',
      'order_lines.foundation',
      'order_lines.add_ons as addOns',
      'orders.payment_mode',
      'orders.status',
      'orders.paid_at',
    ])
    .where('order_lines.id', '=', lineId)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return row;
}
