import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { seededPlanSource } from './planDocumentFixture';
import { loadPlanDocumentSource } from './planDocumentSource';
import { renderPlanSetPdf } from './planSetPdf';
import { readPdf } from './testing/readPdf';

const LICENCE = { buyerName: 'Mary Jackson', orderNumber: 3 };

describe.each(TEST_DATABASES)('a plan’s documents read from %s', (_name, database) => {
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    handle = await openSeededDatabase(database, 4);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const db = () => {
    if (!handle) throw new Error('The database is used before beforeAll opened it.');
    return handle.db;
  };

  it('are the documents of the seeded plan, drawn from the database’s row', async () => {
    const source = await loadPlanDocumentSource(db(), 3);
    if (source === null) throw new Error('Plan 3 is not in the database.');
    expect(source.detail.plan_number).toBe(source.drawing.plan_number);
    const fromDatabase = await readPdf(await renderPlanSetPdf(source, LICENCE));
    const fromSeed = await readPdf(await renderPlanSetPdf(seededPlanSource(3), LICENCE));
    expect(fromDatabase.pageCount).toBe(3 + source.drawing.story);
    expect(fromDatabase.pages).toEqual(fromSeed.pages);
  });

  it('are not made for a plan that does not exist', async () => {
    expect(await loadPlanDocumentSource(db(), 999_999)).toBeNull();
  });
});
