import { sql } from 'kysely';
import { seedCatalog } from '../seed/seedCatalog';
import { TEST_DATABASES } from '../testing/testDatabases';
import { migrateToLatest, migrateUpTo } from './migrateToLatest';

describe.each(TEST_DATABASES)('migration 0010 (order lines) on %s', (_name, database) => {
  it('moves every existing order into one line of its own, cancelled ones as not live', async () => {
    const handle = await database.open();
    try {
      await migrateUpTo(handle.db, '0009_staff');
      await seedCatalog(handle.db, 2);
      // The orders a store of one-line orders left: cart_entry_id on the order.
      const { rows: users } = await sql<{ id: number }>`
        insert into users (email, password_hash, name) values ('old.orders@shoppers.example', null, 'Old Orders')
        returning id`.execute(handle.db);
      const userId = users[0]?.id;
      const { rows: entries } = await sql<{ id: number }>`
        insert into cart_entries (user_id, plan_id, plan_set, foundation, add_ons, plan_set_cents, foundation_cents,
          add_on_cents, price_cents, removed_at)
        values (${userId}, 1, 2, 1, '{1,2}', 100000, 29500, '{4495,12500}', 146495, now()),
               (${userId}, 2, 1, 1, '{}', 90000, 0, '{}', 90000, null)
        returning id`.execute(handle.db);
      const [paidEntry, openEntry] = entries.map((entry) => entry.id);
      await sql`
        insert into orders (user_id, cart_entry_id, payment_mode, subtotal_cents, discount_cents, total_cents, status)
        values (${userId}, ${paidEntry}, 2, 146495, 0, 146495, 2),
               (${userId}, ${openEntry}, 2, 90000, 0, 90000, 6),
               (${userId}, ${openEntry}, 1, 90000, 9000, 81000, 1)`.execute(handle.db);

      await migrateToLatest(handle.db);

      const { db } = handle;
      const lines = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select([
          'orders.status',
          'orders.total_cents',
          'order_lines.cart_entry_id',
          'order_lines.plan_id',
          'order_lines.add_ons',
          'order_lines.add_on_cents',
          'order_lines.price_cents',
          'order_lines.order_live',
        ])
        .orderBy('orders.id')
        .execute();
      expect(lines).toEqual([
        {
          status: 2,
          total_cents: 146495,
          cart_entry_id: paidEntry,
          plan_id: 1,
          add_ons: [1, 2],
          add_on_cents: [4495, 12500],
          price_cents: 146495,
          order_live: true,
        },
        expect.objectContaining({ status: 6, cart_entry_id: openEntry, order_live: false }),
        expect.objectContaining({ status: 1, total_cents: 81000, cart_entry_id: openEntry, order_live: true }),
      ]);
    } finally {
      await handle.close();
    }
  });
});
