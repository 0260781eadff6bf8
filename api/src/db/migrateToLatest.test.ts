import { sql } from 'kysely';
import { TEST_DATABASES } from '../testing/testDatabases';
import { migrateToLatest } from './migrateToLatest';

describe.each(TEST_DATABASES)('migrations on %s', (_name, database) => {
  it('create the schema once and are a no-op the second time', async () => {
    const handle = await database.open();
    try {
      await migrateToLatest(handle.db);
      await migrateToLatest(handle.db);
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
        handle.db,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['kysely_migration', 'plan_styles', 'plan_texts', 'plans']),
      );
    } finally {
      await handle.close();
    }
  });

  it('say what to do with a database made by a build whose migrations are gone', async () => {
    const handle = await database.open();
    try {
      await migrateToLatest(handle.db);
      await sql`insert into kysely_migration (name, timestamp) values ('0000_prototype', '2026-01-01')`.execute(
        handle.db,
      );
      await expect(migrateToLatest(handle.db)).rejects.toThrow(
        /previously executed migration 0000_prototype is missing\. This database was made by an older development build: delete it \(DATA_DIR\)/,
      );
    } finally {
      await handle.close();
    }
  });
});
