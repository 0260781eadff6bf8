import fc from 'fast-check';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from '../../db/openDatabase';
import { bundleDirFor, bundleServer } from '../../testing/bundleServer';
import { openSeededDatabase, PGLITE_TEST_DATABASE } from '../../testing/testDatabases';
import { waitFor } from '../../testing/waitFor';
import { loadPlanRows } from './livePlanIndex';
import { PlanIndex, type IndexedPlanRow } from './planIndex';
import { PlanSearchThread } from './PlanSearchThread';

const bundleDir = bundleDirFor('plan-search-thread-test');
const workerFile = pathToFileURL(path.join(bundleDir, 'planSearchWorker.mjs'));

describe('the plan search thread (the worker the server searches on)', () => {
  let handle: DatabaseHandle;
  let rows: IndexedPlanRow[];
  let thread: PlanSearchThread | null = null;

  beforeAll(async () => {
    await bundleServer(bundleDir);
    handle = await openSeededDatabase(PGLITE_TEST_DATABASE);
    rows = await loadPlanRows(handle.db);
  }, 60_000);

  afterEach(async () => {
    await thread?.close();
    thread = null;
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('answers exactly as the index on this thread does', async () => {
    thread = new PlanSearchThread(workerFile);
    await thread.load(rows);
    const here = new PlanIndex(rows);
    const searching = thread;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            plan_type: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
            bedrooms: fc.integer({ min: 1, max: 5 }),
            sort_by: fc.integer({ min: 1, max: 7 }),
          },
          { requiredKeys: [] },
        ),
        async (filters) => {
          expect(await searching.search(filters)).toEqual(here.search(filters));
        },
      ),
      { numRuns: 30, seed: 20261122 },
    );
  });

  it('starts again with the same plans when its thread dies, failing only the searches it held', async () => {
    const searching = new PlanSearchThread(workerFile);
    thread = searching;
    await searching.load(rows);
    const before = await searching.search({ plan_type: [1] });
    // Kill the thread from outside, as a crash would.
    const worker: { terminate(): Promise<number> } | undefined = Reflect.get(searching, 'worker');
    await worker?.terminate();
    await waitFor(() => Reflect.get(searching, 'worker') !== worker, {
      what: 'a new search thread in place of the dead one',
    });
    expect(await searching.search({ plan_type: [1] })).toEqual(before);
  });

  it('refuses searches with a clear error when its worker file cannot run, instead of starting it again and again', async () => {
    const broken = new PlanSearchThread(pathToFileURL(path.join(bundleDir, 'missing.mjs')));
    thread = broken;
    const firstWorker: Worker = Reflect.get(broken, 'worker');
    const exited = new Promise((resolve) => firstWorker.once('exit', resolve));
    await expect(broken.load(rows)).rejects.toThrow(/plan search thread .*missing\.mjs failed: Cannot find module/);
    await expect(broken.search({})).rejects.toThrow(/plan search thread .*missing\.mjs failed: Cannot find module/);
    await exited;
    expect(Reflect.get(broken, 'worker')).toBe(firstWorker);
    await expect(broken.search({})).rejects.toThrow(/plan search thread .*missing\.mjs failed: Cannot find module/);
  });
});
