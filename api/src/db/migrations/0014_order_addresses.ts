import { sql, type Kysely } from 'kysely';

/**
 * What delivery needs from the checkout (docs/decisions/order-lines.md, "Billing name and shipping address"):
 * - `orders.billing_name`: the name on the licence of the order's plans, required of every new order. Orders placed
 *   before it existed take their shopper's account name, or the e-mail address when the account has no name: the
 *   licence line needs a name, and those are what the shopper had given the store.
 * - `orders.shipping_*`: the address an order of printed sets or a cash-on-delivery order is shipped to (contracts'
 *   shippingAddress.ts rules, normalised); all null for an order that ships nothing. `shipping_line2` is the optional
 *   second line.
 * - `last_addresses`: per shopper, the billing name and shipping address of their last order, which the checkout
 *   offers again. The shipping columns keep the last address given, also after an order that needed none.
 */
const ADDRESS_COLUMNS = [
  'full_name',
  'line1',
  'line2',
  'city',
  'country',
  'state_or_province',
  'postal_code',
  'phone',
] as const;

/** All the required parts of an address, or none of them; a second line only with them. */
const wholeAddress = (prefix: string) => {
  const required = ADDRESS_COLUMNS.filter((column) => column !== 'line2').map((column) => `${prefix}${column}`);
  return sql.raw(
    `num_nulls(${required.join(', ')}) in (0, ${required.length}) and (${prefix}line2 is null or ${prefix}full_name is not null)`,
  );
};

// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('billing_name', 'text').execute();
  await sql`
    update orders set billing_name = coalesce(nullif(btrim(users.name), ''), users.email)
    from users where users.id = orders.user_id`.execute(db);
  await sql`alter table orders alter column billing_name set not null`.execute(db);
  await sql`alter table orders add constraint orders_billing_name_given check (btrim(billing_name) <> '')`.execute(db);

  for (const column of ADDRESS_COLUMNS) {
    await db.schema.alterTable('orders').addColumn(`shipping_${column}`, 'text').execute();
  }
  await sql`alter table orders add constraint orders_whole_shipping_address check (${wholeAddress('shipping_')})`.execute(
    db,
  );
  await sql`alter table orders add constraint orders_shipping_country check (shipping_country in ('US', 'CA'))`.execute(
    db,
  );

  let lastAddresses = db.schema
    .createTable('last_addresses')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('billing_name', 'text', (col) => col.notNull().check(sql`btrim(billing_name) <> ''`));
  for (const column of ADDRESS_COLUMNS) lastAddresses = lastAddresses.addColumn(`shipping_${column}`, 'text');
  await lastAddresses
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('last_addresses_whole_shipping_address', wholeAddress('shipping_'))
    .addCheckConstraint('last_addresses_shipping_country', sql`shipping_country in ('US', 'CA')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('last_addresses').execute();
  let orders = db.schema.alterTable('orders').dropColumn('billing_name');
  for (const column of ADDRESS_COLUMNS) orders = orders.dropColumn(`shipping_${column}`);
  await orders.execute();
}
