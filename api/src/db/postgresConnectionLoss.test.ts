import pg from 'pg';
import { sql } from 'kysely';
import { TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();

/** What a server restart or an administrator does to a database's connections (PGlite has none to end). */
async function endConnections(databaseName: string): Promise<void> {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
  } finally {
    await admin.end();
  }
}

describe.each(TEST_DATABASES)('the database on %s, its idle connections ended by the server', (name, database) => {
  it('neither crashes the API nor fails the next query', async () => {
    // The pool hears that the server ended its idle connection as an 'error' event, the event that takes the API
    // down when nobody listens; only then is the next query sure to get a live connection.
    const poolEvents = jest.spyOn(pg.Pool.prototype, 'emit');
    const handle = await database.open();
    try {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
      if (name === 'PostgreSQL') {
        await endConnections(rows[0]?.name ?? '');
        await waitFor(() => poolEvents.mock.calls.some(([event]) => event === 'error'), {
          what: 'the pool to hear that the server ended its connection',
        });
      }
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      poolEvents.mockRestore();
      await handle.close();
    }
  });
});
