import { sql } from 'kysely';
import { TEST_DATABASES } from '../testing/testDatabases';
import type { DatabaseHandle } from './openDatabase';
import { statementsRunAlone } from './oneSessionDatabases';

describe.each(TEST_DATABASES)('statements running alone on %s', (name, database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('holds for PGlite only, and never for a transaction, whose caller locks what it needs', async () => {
    expect(statementsRunAlone(handle.db)).toBe(name === 'PGlite');
    const inTransaction = await handle.db.transaction().execute(async (trx) => statementsRunAlone(trx));
    expect(inTransaction).toBe(false);
  });

  if (name === 'PGlite') {
    it('PGlite runs one unit of work at a time: a statement asked for during a transaction runs after its commit', async () => {
      await sql`create table units (id serial primary key, step text not null)`.execute(handle.db);
      let statement: Promise<unknown> = Promise.resolve();
      await handle.db.transaction().execute(async (trx) => {
        await sql`insert into units (step) values ('transaction began')`.execute(trx);
        statement = sql`insert into units (step) values ('statement')`.execute(handle.db);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`insert into units (step) values ('transaction ends')`.execute(trx);
      });
      await statement;
      const { rows } = await sql<{ step: string }>`select step from units order by id`.execute(handle.db);
      expect(rows.map((row) => row.step)).toEqual(['transaction began', 'transaction ends', 'statement']);
    });
  }
});
