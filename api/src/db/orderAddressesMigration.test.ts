import { sql } from 'kysely';
import { seedCatalog } from '../seed/seedCatalog';
import { TEST_DATABASES } from '../testing/testDatabases';
import { migrateToLatest, migrateUpTo } from './migrateToLatest';

describe.each(TEST_DATABASES)('migration 0014 (order addresses) on %s', (_name, database) => {
  it("gives every existing order its shopper's name as billing name, or the e-mail without a name, and no address", async () => {
    const handle = await database.open();
    try {
      await migrateUpTo(handle.db, '0011_refunds');
      await seedCatalog(handle.db, 1);
      // Orders placed before checkout asked for a billing name: one shopper with a name, one without.
      const { rows: users } = await sql<{ id: number }>`
        insert into users (email, password_hash, name)
        values ('named@shoppers.example', null, '  Ada Lovelace '), ('nameless@shoppers.example', null, '')
        returning id`.execute(handle.db);
      const [named, nameless] = users.map((user) => user.id);
      await sql`
        insert into orders (user_id, payment_mode, subtotal_cents, discount_cents, total_cents, status)
        values (${named}, 2, 90000, 0, 90000, 2), (${nameless}, 1, 90000, 0, 90000, 4)`.execute(handle.db);

      await migrateToLatest(handle.db);

      const orders = await handle.db
        .selectFrom('orders')
        .select(['user_id', 'billing_name', 'shipping_line1', 'shipping_postal_code'])
        .orderBy('id')
        .execute();
      expect(orders).toEqual([
        { user_id: named, billing_name: 'Ada Lovelace', shipping_line1: null, shipping_postal_code: null },
        {
          user_id: nameless,
          billing_name: 'nameless@shoppers.example',
          shipping_line1: null,
          shipping_postal_code: null,
        },
      ]);
      // New orders must name someone, and an address is whole or absent.
      await expect(
        sql`insert into orders (user_id, payment_mode, subtotal_cents, discount_cents, total_cents, status)
            values (${named}, 2, 1, 0, 1, 1)`.execute(handle.db),
      ).rejects.toThrow(/billing_name/);
      await expect(
        sql`insert into orders (user_id, payment_mode, subtotal_cents, discount_cents, total_cents, status, billing_name,
              shipping_line1)
            values (${named}, 2, 1, 0, 1, 1, 'Ada', '1 Main Street')`.execute(handle.db),
      ).rejects.toThrow(/orders_whole_shipping_address/);
    } finally {
      await handle.close();
    }
  });
});
