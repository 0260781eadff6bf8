import type { PlanFacets } from 'contracts/src/catalog/facets';
import type { KyselyPlugin } from 'kysely';
import type { DatabaseHandle } from '../db/openDatabase';
import type { CatalogueChangeListener, CatalogueChanges } from '../scale/catalogueChanges';
import { openSeededDatabase, PGLITE_TEST_DATABASE } from '../testing/testDatabases';
import { createCachedCatalog, warmCatalog } from './cachedCatalog';

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

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
    handle = await openSeededDatabase(PGLITE_TEST_DATABASE, 60);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('answers every search from the in-memory index, loaded once (the rows and a digest of them)', async () => {
    const counter = statementCounter();
    const catalog = createCachedCatalog(handle.db.withPlugin(counter));
    const first = await catalog.searchPlans({ plan_type: [1], limit: 5 });
    expect(counter.count).toBe(2);
    expect(await catalog.searchPlans({ plan_type: [1], limit: 5 })).toEqual(first);
    const next = await catalog.searchPlans({ plan_type: [1], limit: 5, pagination: 1, sort_by: 3 });
    await catalog.searchPlans({ garage_type: [2], bedrooms: 2, keyword: 'a' });
    expect(next.count).toBe(first.count);
    const nextFacets: PlanFacets = JSON.parse(next.facetsJson);
    expect(nextFacets.plan_type[1]).toBe(first.count);
    expect(counter.count).toBe(2);
  });

  it('rebuilds the index when plans change: at once after invalidate(), and when a periodic check sees a change', async () => {
    let now = 0;
    const catalog = createCachedCatalog(handle.db, { ttlMs: 1_000, now: () => now });
    const before = await catalog.searchPlans({ keyword: 'renamed for the test' });
    expect(before.count).toBe(0);
    await handle.db.updateTable('plans').set({ name: 'Renamed for the test' }).where('id', '=', 3).execute();
    // Within the check interval the index is not asked to look again.
    expect((await catalog.searchPlans({ keyword: 'renamed for the test' })).count).toBe(0);
    now = 1_000;
    await catalog.searchPlans({});
    await waitFor(async () => (await catalog.searchPlans({ keyword: 'renamed for the test' })).count === 1);

    await handle.db.updateTable('plans').set({ name: 'Renamed again' }).where('id', '=', 3).execute();
    catalog.invalidate();
    await waitFor(async () => (await catalog.searchPlans({ keyword: 'renamed again' })).count === 1);
  });

  it('looks again at once when a change is announced (another instance), between its periodic checks', async () => {
    const listeners: CatalogueChangeListener[] = [];
    const changes: CatalogueChanges = {
      subscribe: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
      close: async () => undefined,
    };
    const announce = (revision: string | null) => listeners.forEach((listener) => listener(revision));
    const catalog = createCachedCatalog(handle.db, { ttlMs: 60_000, now: () => 0, changes });
    expect((await catalog.searchPlans({ keyword: 'announced rename' })).count).toBe(0);
    expect((await catalog.findPlanDetail(4))?.name).not.toBe('Announced rename');

    await handle.db.updateTable('plans').set({ name: 'Announced rename' }).where('id', '=', 4).execute();
    const { revision } = await handle.db.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow();
    announce(String(revision));
    await waitFor(async () => (await catalog.searchPlans({ keyword: 'announced rename' })).count === 1);
    expect((await catalog.findPlanDetail(4))?.name).toBe('Announced rename');

    // Null: heard after a lost connection, when changes may have gone unannounced.
    await handle.db.updateTable('plans').set({ name: 'Unannounced rename' }).where('id', '=', 4).execute();
    announce(null);
    await waitFor(async () => (await catalog.searchPlans({ keyword: 'unannounced rename' })).count === 1);
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
