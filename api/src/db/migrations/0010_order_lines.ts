import { sql, type Kysely } from 'kysely';

/**
 * Orders hold lines (docs/decisions/order-lines.md): one order for the whole cart.
 * - `order_lines`: each plan of an order with its choices and their prices, copied from its cart entry when the
 *   order is placed. Every existing order becomes an order of one line, and `orders.cart_entry_id` goes: the lines
 *   name the entries.
 * - One live order per cart entry, kept by the database as before: `order_lines.order_live` follows its order's
 *   status (a trigger; false once the order is cancelled, 6) and a partial unique index allows one live line per
 *   entry. It replaces the index on `orders.cart_entry_id`.
 * - `orders.receipt_sent_at`: the receipt is claimed in the transaction that makes the order paid or placed, so it
 *   is sent once whoever confirms the payment first. Null for orders settled before receipts existed.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('cart_entry_id', 'integer', (col) => col.notNull().references('cart_entries.id'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id'))
    .addColumn('plan_set', 'integer', (col) => col.notNull())
    .addColumn('plan_set_cents', 'integer', (col) => col.notNull().check(sql`plan_set_cents >= 0`))
    .addColumn('foundation', 'integer', (col) => col.notNull())
    .addColumn('foundation_cents', 'integer', (col) => col.notNull().check(sql`foundation_cents >= 0`))
    .addColumn('add_ons', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('add_on_cents', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('order_live', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('order_lines_add_on_prices', sql`cardinality(add_ons) = cardinality(add_on_cents)`)
    .execute();

  await sql`
    insert into order_lines (order_id, cart_entry_id, plan_id, plan_set, plan_set_cents, foundation, foundation_cents,
      add_ons, add_on_cents, price_cents, order_live)
    select orders.id, cart_entries.id, cart_entries.plan_id, cart_entries.plan_set, cart_entries.plan_set_cents,
      cart_entries.foundation, cart_entries.foundation_cents, cart_entries.add_ons, cart_entries.add_on_cents,
      cart_entries.price_cents, orders.status <> 6
    from orders join cart_entries on cart_entries.id = orders.cart_entry_id
    order by orders.id`.execute(db);

  await sql`drop index orders_one_live_per_entry`.execute(db);
  await db.schema.alterTable('orders').dropColumn('cart_entry_id').execute();
  // One live order per cart entry: a double click or two concurrent requests cannot make a second (6 = cancelled).
  await sql`create unique index order_lines_one_live_per_entry on order_lines (cart_entry_id) where order_live`.execute(
    db,
  );
  await sql`create index order_lines_order_idx on order_lines (order_id)`.execute(db);

  await sql`
    create function order_lines_follow_order_status() returns trigger language plpgsql as $$
    begin
      update order_lines set order_live = (new.status <> 6) where order_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger order_lines_follow_order_status
    after update of status on orders
    for each row when (old.status is distinct from new.status)
    execute function order_lines_follow_order_status()`.execute(db);

  await db.schema.alterTable('orders').addColumn('receipt_sent_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('receipt_sent_at').execute();
  await sql`drop trigger order_lines_follow_order_status on orders`.execute(db);
  await sql`drop function order_lines_follow_order_status()`.execute(db);
  // An order of several lines keeps its first line's entry: the one-line model cannot say more.
  await db.schema
    .alterTable('orders')
    .addColumn('cart_entry_id', 'integer', (col) => col.references('cart_entries.id'))
    .execute();
  await sql`
    update orders set cart_entry_id = (
      select cart_entry_id from order_lines where order_lines.order_id = orders.id order by order_lines.id limit 1
    )`.execute(db);
  await sql`alter table orders alter column cart_entry_id set not null`.execute(db);
  await db.schema.dropTable('order_lines').execute();
  await sql`create unique index orders_one_live_per_entry on orders (cart_entry_id) where status <> 6`.execute(db);
}
