import { sql, type Kysely } from 'kysely';

/**
 * Refunds and cancellations (docs/decisions/refunds.md):
 * - `refunds`: one row per refunded or cancelled order (the store refunds whole orders, so `order_id` is unique: a
 *   second refund of an order cannot be written, whoever races to write it). `provider` is the card provider the
 *   money went back through ('test', 'stripe'), or 'none' for a cash-on-delivery order called off before any money
 *   was taken (amount 0). `provider_refund_id` is unique: the provider's confirmation of a refund, however often it
 *   is delivered, names one row. `requested_by`: 'staff' (with the staff member), 'shopper' (the order's own), or
 *   'provider' (made in the provider's dashboard, learnt from its webhook).
 * - `orders.refunded_at`: when the order was refunded or cancelled; null otherwise.
 * - `test_payment_intents.refund_id`, `refunded_at`: the local test provider's record of a refund (no money moves).
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('test', 'stripe', 'none')`))
    // Null for 'none', and for a refund made in Stripe's dashboard whose notice did not list it.
    .addColumn('provider_refund_id', 'text', (col) => col.unique())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`char_length(reason) between 1 and 500`))
    .addColumn('requested_by', 'text', (col) =>
      col.notNull().check(sql`requested_by in ('staff', 'shopper', 'provider')`),
    )
    // Kept while the refund is: a staff member who refunded an order cannot be deleted.
    .addColumn('staff_user_id', 'integer', (col) => col.references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('refunds_staff_named', sql`(requested_by = 'staff') = (staff_user_id is not null)`)
    .addCheckConstraint(
      'refunds_nothing_taken',
      sql`provider <> 'none' or (amount_cents = 0 and provider_refund_id is null)`,
    )
    .execute();

  await db.schema.alterTable('orders').addColumn('refunded_at', 'timestamptz').execute();

  await db.schema
    .alterTable('test_payment_intents')
    .addColumn('refund_id', 'text', (col) => col.unique())
    .addColumn('refunded_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_payment_intents').dropColumn('refunded_at').dropColumn('refund_id').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_at').execute();
  await db.schema.dropTable('refunds').execute();
}
