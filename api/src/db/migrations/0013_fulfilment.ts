import { sql, type Kysely } from 'kysely';

/**
 * Printed sets on their way to the shopper (docs/decisions/staff-desk.md, "Order actions"):
 * - `shipments`: one row per order whose printed sets the staff desk sent to print (orders.status 10, Printing), with
 *   when they were handed to the carrier, which carrier (a CARRIERS code of contracts/src/orders/carriers.ts) and
 *   its tracking number (status 11, Shipped), and when they arrived (status 5, Delivered). The order's status is the
 *   step it is at; this row keeps when each step happened and how it was shipped. The checks keep the steps in order:
 *   shipped with both a carrier and a number, delivered only once shipped.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('printing_at', 'timestamptz', (col) => col.notNull())
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text', (col) => col.check(sql`char_length(tracking_number) between 1 and 60`))
    .addColumn('delivered_at', 'timestamptz')
    .addCheckConstraint(
      'shipments_shipped_with_tracking',
      sql`(shipped_at is null) = (carrier is null) and (shipped_at is null) = (tracking_number is null)`,
    )
    .addCheckConstraint('shipments_delivered_once_shipped', sql`delivered_at is null or shipped_at is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipments').execute();
}
