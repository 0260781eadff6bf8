import { sql } from 'kysely';
import { createCachedCatalog } from '../catalog/cachedCatalog';
import type { DatabaseHandle } from '../db/openDatabase';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { listenForCatalogueChanges, type CatalogueChanges } from './catalogueChanges';
import { startTcpProxy, type TcpProxy } from './testing/tcpProxy';

const postgres = TEST_DATABASES.find(([name]) => name === 'PostgreSQL')?.[1];
// LISTEN/NOTIFY is how instances on one PostgreSQL hear each other; the embedded PGlite is one instance alone.
const onPostgres = postgres ? describe : describe.skip;

onPostgres('catalogue changes announced by PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let url = '';
  const opened: CatalogueChanges[] = [];
  const listen = async (at: string, retryMs = 100) => {
    const changes = await listenForCatalogueChanges(at, { retryMs, maxRetryMs: 500 });
    opened.push(changes);
    return changes;
  };
  const db = () => {
    if (!handle) throw new Error('the database is not open');
    return handle.db;
  };

  beforeAll(async () => {
    if (!postgres) return;
    handle = await openSeededDatabase(postgres, 40);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
    const database = new URL(process.env.TEST_DATABASE_URL?.trim() ?? '');
    database.pathname = `/${rows[0]?.name ?? ''}`;
    url = database.toString();
  });

  afterAll(async () => {
    await Promise.all(opened.map((changes) => changes.close()));
    await handle?.close();
  });

  const revision = async () =>
    String((await db().selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow()).revision);

  it('tell every listener the new revision when a change to plans commits, and nothing for one rolled back', async () => {
    const heard: Array<string | null> = [];
    const changes = await listen(url);
    changes.subscribe((announced) => heard.push(announced));

    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('plans').set({ name: 'Undone' }).where('id', '=', 1).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db().updateTable('plans').set({ name: 'Announced' }).where('id', '=', 1).execute();
    const latest = await revision();
    await waitFor(() => heard.includes(latest), { what: `revision ${latest} to be announced`, timeoutMs: 2_000 });
    expect(heard).toEqual([latest]);
  });

  it('let a catalogue see a plan changed by another instance within 2 s, long before its minute check', async () => {
    const changes = await listen(url);
    const catalog = createCachedCatalog(db(), { ttlMs: 60_000, changes });
    expect((await catalog.searchPlans({ keyword: 'heard across instances' })).count).toBe(0);
    const detailBefore = await catalog.findPlanDetail(2);
    expect(detailBefore?.name).not.toBe('Heard across instances');

    const changedAt = Date.now();
    await db().updateTable('plans').set({ name: 'Heard across instances' }).where('id', '=', 2).execute();
    await waitFor(async () => (await catalog.searchPlans({ keyword: 'heard across instances' })).count === 1, {
      what: 'the search to find the renamed plan',
      timeoutMs: 2_000,
    });
    expect(Date.now() - changedAt).toBeLessThan(2_000);
    expect((await catalog.findPlanDetail(2))?.name).toBe('Heard across instances');
  });

  it('connect again after losing the connection (a server restart), and say so, so that nothing goes unheard', async () => {
    const server = new URL(url);
    const target = { host: server.hostname, port: Number(server.port || 5432) };
    let proxy: TcpProxy = await startTcpProxy(target);
    const through = new URL(url);
    through.port = String(proxy.port);
    const heard: Array<string | null> = [];
    const changes = await listen(through.toString());
    changes.subscribe((announced) => heard.push(announced));
    try {
      // Down: the connection is cut and new ones are refused for a while.
      await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 700));
      await db().updateTable('plans').set({ name: 'Changed while down' }).where('id', '=', 3).execute();
      proxy = await startTcpProxy(target, proxy.port);
      await waitFor(() => heard.includes(null), { what: 'the listener to connect again', timeoutMs: 5_000 });

      await db().updateTable('plans').set({ name: 'Changed once back' }).where('id', '=', 3).execute();
      const latest = await revision();
      await waitFor(() => heard.includes(latest), { what: `revision ${latest} to be heard`, timeoutMs: 2_000 });
    } finally {
      await changes.close();
      await proxy.stop();
    }
  });

  it('do not hold up a start when PostgreSQL cannot be reached, and keep trying', async () => {
    const unreachable = new URL(url);
    unreachable.port = '1';
    const started = Date.now();
    const changes = await listen(unreachable.toString());
    expect(Date.now() - started).toBeLessThan(5_000);
    await changes.close();
  });
});
