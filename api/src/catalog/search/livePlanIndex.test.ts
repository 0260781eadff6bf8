import type { DatabaseHandle } from '../../db/openDatabase';
import { TEST_DATABASES, TEST_PLAN_COUNT, openSeededDatabase } from '../../testing/testDatabases';
import { createLivePlanIndex, type LivePlanIndex } from './livePlanIndex';

const CHECK_EVERY_MS = 60_000;

describe.each(TEST_DATABASES)('the live plan index on %s', (_name, database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** Lets the background check (started by `current()`) and any rebuild it triggers finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  const countNamed = async (live: LivePlanIndex, keyword: string) => (await (await live.current()).search({ keyword })).count;

  it('picks up plans changed behind its back (another process, a manual edit) at the next check, not before', async () => {
    let now = 0;
    const live = createLivePlanIndex(handle.db, { checkEveryMs: CHECK_EVERY_MS, now: () => now });
    expect(await countNamed(live, 'renamed by hand')).toBe(0);

    const [first] = await handle.db.selectFrom('plans').select('id').orderBy('id').limit(1).execute();
    await handle.db
      .updateTable('plans')
      .set({ name: 'Renamed By Hand' })
      .where('id', '=', first?.id ?? 0)
      .execute();

    now += CHECK_EVERY_MS - 1;
    await live.current();
    await settle();
    expect(await countNamed(live, 'renamed by hand')).toBe(0);

    now += 1;
    await live.current();
    await settle();
    expect(await countNamed(live, 'renamed by hand')).toBe(1);
  });

  it('keeps its index while nothing changed', async () => {
    let now = 0;
    const live = createLivePlanIndex(handle.db, { checkEveryMs: CHECK_EVERY_MS, now: () => now });
    const index = await live.current();
    now += CHECK_EVERY_MS * 3;
    await live.current();
    await settle();
    expect(await live.current()).toBe(index);
    expect((await index.search({})).count).toBe(TEST_PLAN_COUNT);
  });
});
