import { sql, type Kysely } from 'kysely';

/** Seeded promo codes: one percent, one flat, one expired (the checkout shows only valid codes). */
const PROMO_CODES = [
  { code: 'WELCOME10', description: '10% off your first plan', discount_type: 1, discount: 10, valid_until: null },
  { code: 'SAVE100', description: '$100 off any plan', discount_type: 2, discount: 10_000, valid_until: null },
  {
    code: 'BUILDER15',
    description: '15% off for builders',
    discount_type: 1,
    discount: 15,
    valid_until: '2099-12-31T23:59:59Z',
  },
  {
    code: 'SPRING2020',
    description: 'Spring 2020 sale',
    discount_type: 1,
    discount: 20,
    valid_until: '2020-06-30T23:59:59Z',
  },
] as const;

// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id'))
    .addColumn('plan_set', 'integer', (col) => col.notNull())
    .addColumn('foundation', 'integer', (col) => col.notNull())
    .addColumn('add_ons', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    // Each choice's price when the shopper added it, so the cart shows what they were offered.
    .addColumn('plan_set_cents', 'integer', (col) => col.notNull().check(sql`plan_set_cents >= 0`))
    .addColumn('foundation_cents', 'integer', (col) => col.notNull().check(sql`foundation_cents >= 0`))
    .addColumn('add_on_cents', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Set when the entry is ordered (cash on delivery) or paid: it leaves the cart but its orders keep pointing at it.
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await sql`create index cart_entries_user_idx on cart_entries (user_id) where removed_at is null`.execute(db);

  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('discount_type', 'integer', (col) => col.notNull())
    .addColumn('discount', 'integer', (col) => col.notNull().check(sql`discount > 0`))
    .addColumn('valid_from', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('promo_codes_percent_range', sql`discount_type <> 1 or discount <= 100`)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cart_entry_id', 'integer', (col) => col.notNull().references('cart_entries.id'))
    .addColumn('payment_mode', 'integer', (col) => col.notNull())
    .addColumn('promo_code_id', 'integer', (col) => col.references('promo_codes.id'))
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('discount_cents', 'integer', (col) => col.notNull().check(sql`discount_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('payment_provider', 'text')
    .addColumn('payment_intent_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  // One live order per cart entry: a double click or two concurrent requests cannot make a second (6 = cancelled).
  await sql`create unique index orders_one_live_per_entry on orders (cart_entry_id) where status <> 6`.execute(db);
  await sql`create index orders_user_idx on orders (user_id, created_at desc)`.execute(db);

  // The local test provider's intents (Stripe keeps its own).
  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('requires_payment', 'succeeded')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  for (const promo of PROMO_CODES) {
    await sql`insert into promo_codes (code, description, discount_type, discount, valid_until)
      values (${promo.code}, ${promo.description}, ${promo.discount_type}, ${promo.discount}, ${promo.valid_until})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_payment_intents').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('promo_codes').execute();
  await db.schema.dropTable('cart_entries').execute();
}
