import pg from 'pg';
import { TEST_DATABASES } from '../testing/testDatabases';
import { takeStartUpTurn } from './startUpTurn';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = TEST_DATABASES.some(([name]) => name === 'PostgreSQL') && serverUrl ? describe : describe.skip;

onPostgres('start-up turns of API instances on one PostgreSQL', () => {
  // Two pools: two API processes' connections.
  const first = new pg.Pool({ connectionString: serverUrl, max: 2 });
  const second = new pg.Pool({ connectionString: serverUrl, max: 2 });
  afterAll(async () => {
    await Promise.all([first.end(), second.end()]);
  });

  it('lets one instance set the database up at a time, the next once it is done', async () => {
    const turn = await takeStartUpTurn(first);
    let secondStarted = false;
    const waiting = takeStartUpTurn(second).then((next) => {
      secondStarted = true;
      return next;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondStarted).toBe(false);
    await turn.release();
    const next = await waiting;
    expect(secondStarted).toBe(true);
    await next.release();
    await next.release();
  });

  it('gives the turn up when the process holding it loses its connection', async () => {
    const turn = await takeStartUpTurn(first);
    // As if the process died: PostgreSQL ends its session, and the session's advisory lock with it.
    await first.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = 7214002 and pid <> pg_backend_pid()`,
    );
    const next = await takeStartUpTurn(second);
    await next.release();
    await turn.release();
  });
});
