import type { KyselyPlugin } from 'kysely';
import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { createCachedCatalog, warmCatalog } from './cachedCatalog';

/** Counts the statements sent to the database. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

describe('the cached catalogue', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const pglite = TEST_DATABASES[0]?.[1];
    if (!pglite) throw new Error('PGlite test database missing');
    handle = await openSeededDatabase(pglite, 60);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('answers a repeated search from memory, and reuses the total while paging and sorting', async () => {
    const counter = statementCounter();
    const catalog = createCachedCatalog(handle.db.withPlugin(counter));
    const first = await catalog.searchPlans({ plan_type: [1], limit: 5 });
    expect(counter.count).toBe(2);
    expect(await catalog.searchPlans({ plan_type: [1], limit: 5 })).toEqual(first);
    expect(counter.count).toBe(2);
    const next = await catalog.searchPlans({ plan_type: [1], limit: 5, pagination: 1, sort_by: 3 });
    expect(next.count).toBe(first.count);
    expect(counter.count).toBe(3);
  });

  it('reads the database again once invalidated or expired', async () => {
    const counter = statementCounter();
    const catalog = createCachedCatalog(handle.db.withPlugin(counter));
    await catalog.findPlanDetail(7);
    await catalog.findPlanDetail(7);
    expect(counter.count).toBe(1);
    catalog.invalidate();
    await catalog.findPlanDetail(7);
    expect(counter.count).toBe(2);

    const uncached = createCachedCatalog(handle.db.withPlugin(counter), { ttlMs: 0 });
    await uncached.listPlanStyles(48);
    await uncached.listPlanStyles(48);
    expect(counter.count).toBe(4);
  });

  it('warms the home page and prefiltered lists so they are answered from memory', async () => {
    const counter = statementCounter();
    const catalog = createCachedCatalog(handle.db.withPlugin(counter));
    await warmCatalog(catalog);
    const afterWarming = counter.count;
    expect(afterWarming).toBeGreaterThan(0);
    await catalog.searchPlans({ sort_by: 7 });
    await catalog.searchPlans({ sort_by: 1 });
    await catalog.listPlanStyles(48);
    expect(counter.count).toBe(afterWarming);
  });
});
