import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema';
import type { DatabaseHandle } from '../../db/openDatabase';
import { TEST_DATABASES, TEST_PLAN_COUNT, openSeededDatabase } from '../../testing/testDatabases';
import { waitFor } from '../../testing/waitFor';
import { createLivePlanIndex, type LivePlanIndex } from './livePlanIndex';

const CHECK_EVERY_MS = 60_000;

/**
 * The database as the live index sees it, counting the statements it sends and the answers it gets back: the
 * index's background work (a check, a rebuild) is done when every statement has had its answer. A statement is
 * counted as it is sent, inside the call that asked for it, so work that has started is never missed.
 */
function observedDatabase(db: Kysely<Database>) {
  let sent = 0;
  let answered = 0;
  const observed = db.withPlugin({
    transformQuery: ({ node }) => {
      sent += 1;
      return node;
    },
    transformResult: async ({ result }) => {
      answered += 1;
      return result;
    },
  });
  return {
    db: observed,
    /** Waits until the index has the answers to everything it asked the database (a failed statement never does). */
    settled: () =>
      waitFor(() => answered === sent, { what: `${sent - answered} database statements of the live index to answer` }),
  };
}

describe.each(TEST_DATABASES)('the live plan index on %s', (_name, database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const countNamed = async (live: LivePlanIndex, keyword: string) =>
    (await (await live.current()).search({ keyword })).count;

  it('picks up plans changed behind its back (another process, a manual edit) at the next check, not before', async () => {
    let now = 0;
    const watched = observedDatabase(handle.db);
    const live = createLivePlanIndex(watched.db, { checkEveryMs: CHECK_EVERY_MS, now: () => now });
    expect(await countNamed(live, 'renamed by hand')).toBe(0);

    const [first] = await handle.db.selectFrom('plans').select('id').orderBy('id').limit(1).execute();
    await handle.db
      .updateTable('plans')
      .set({ name: 'Renamed By Hand' })
      .where('id', '=', first?.id ?? 0)
      .execute();

    now += CHECK_EVERY_MS - 1;
    await live.current();
    await watched.settled();
    expect(await countNamed(live, 'renamed by hand')).toBe(0);

    now += 1;
    await live.current();
    await watched.settled();
    expect(await countNamed(live, 'renamed by hand')).toBe(1);
  });

  it('keeps its index while nothing changed', async () => {
    let now = 0;
    const watched = observedDatabase(handle.db);
    const live = createLivePlanIndex(watched.db, { checkEveryMs: CHECK_EVERY_MS, now: () => now });
    const index = await live.current();
    now += CHECK_EVERY_MS * 3;
    await live.current();
    await watched.settled();
    expect(await live.current()).toBe(index);
    expect((await index.search({})).count).toBe(TEST_PLAN_COUNT);
  });
});
