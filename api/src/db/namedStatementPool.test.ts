import { sql, type Kysely } from 'kysely';
import type { Database } from './databaseSchema';
import type { DatabaseHandle } from './openDatabase';
import { TEST_DATABASES } from '../testing/testDatabases';

const postgres = TEST_DATABASES.find(([name]) => name === 'PostgreSQL')?.[1];
// Named statements are PostgreSQL's pool's (PGlite's session server shares its statements itself).
const onPostgres = postgres ? describe : describe.skip;

/** The statements the connection that runs this holds, by their text. */
async function preparedTexts(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

onPostgres('statements on PostgreSQL', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    if (!postgres) throw new Error('no PostgreSQL');
    handle = await postgres.open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(handle.db);
  });

  afterEach(async () => {
    await handle.close();
  });

  it('runs a text under a name from its second run, and reads the same rows', async () => {
    const text = 'select body from notes where id = $1';
    const note = (id: number) => sql<{ body: string }>`select body from notes where id = ${id}`;
    await handle.db.connection().execute(async (connection) => {
      expect((await note(1).execute(connection)).rows).toEqual([{ body: 'first' }]);
      expect(await preparedTexts(connection)).not.toContain(text);
      expect((await note(2).execute(connection)).rows).toEqual([{ body: 'second' }]);
      expect(await preparedTexts(connection)).toContain(text);
      expect((await note(1).execute(connection)).rows).toEqual([{ body: 'first' }]);
    });
  });

  it('answers after a migration changed what a named text returns, on a connection prepared again', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`select * from notes where id = ${id}`;
    await handle.db.connection().execute(async (connection) => {
      await all(1).execute(connection);
      await all(1).execute(connection);
      expect(await preparedTexts(connection)).toContain('select * from notes where id = $1');
      // Another instance's migration, in a rolling deploy: PostgreSQL refuses the statement prepared before it.
      await sql`alter table notes add column pinned boolean not null default false`.execute(connection);
      expect((await all(2).execute(connection)).rows).toEqual([{ id: 2, body: 'second', pinned: false }]);
    });
    // The refused connection was let go: none of the pool's holds the old statement.
    await handle.db.connection().execute(async (connection) => {
      expect(await preparedTexts(connection)).toEqual([]);
      expect((await all(1).execute(connection)).rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
    });
  });

  it('fails only the transaction that met the refusal', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`select * from notes where id = ${id}`;
    await handle.db.connection().execute(async (connection) => {
      await all(1).execute(connection);
      await all(1).execute(connection);
      await sql`alter table notes add column pinned boolean not null default false`.execute(connection);
    });
    await expect(handle.db.transaction().execute((trx) => all(1).execute(trx))).rejects.toMatchObject({
      code: '0A000',
    });
    const again = await handle.db.transaction().execute((trx) => all(1).execute(trx));
    expect(again.rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
  });
});
