import pg from 'pg';
import { sql } from 'kysely';
import { TEST_DATABASES } from '../testing/testDatabases';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();

/** What a server restart or an administrator does to a database's connections (PGlite has none to end). */
async function endConnections(databaseName: string): Promise<void> {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  } finally {
    await admin.end();
  }
}

describe.each(TEST_DATABASES)('the database on %s, its idle connections ended by the server', (name, database) => {
  it('neither crashes the API nor fails the next query', async () => {
    const handle = await database.open();
    try {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
      if (name === 'PostgreSQL') await endConnections(rows[0]?.name ?? '');
      // Let the pool hear of it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
