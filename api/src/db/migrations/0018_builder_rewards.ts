import { sql, type Kysely } from 'kysely';

/**
 * The rewards programmes' discount on orders (docs/decisions/rewards.md), fixed when the order is placed:
 * - `order_lines.rewards_percent` and `rewards_cents`: the tier each plan got (0 when none) and what it took off.
 * - `orders.rewards_cents`: the lines' rewards added up; `total_cents` is now subtotal - rewards - promo discount.
 * - `orders.rewards_programme`: the User Settings programme the shopper was in when the order was placed (null: none,
 *   and no rewards line); `orders.rewards_plans_before`: the plans they had bought before it.
 * Orders placed before it had no rewards: every new column starts empty.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('rewards_percent', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rewards_percent between 0 and 100`),
    )
    .addColumn('rewards_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rewards_cents >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('rewards_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rewards_cents >= 0`),
    )
    .addColumn('rewards_programme', 'text')
    .addColumn('rewards_plans_before', 'integer', (col) => col.check(sql`rewards_plans_before >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .dropColumn('rewards_plans_before')
    .dropColumn('rewards_programme')
    .dropColumn('rewards_cents')
    .execute();
  await db.schema.alterTable('order_lines').dropColumn('rewards_cents').dropColumn('rewards_percent').execute();
}
