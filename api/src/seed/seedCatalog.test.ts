import { sql } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { migrateToLatest } from '../db/migrateToLatest';
import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_DATABASES } from '../testing/testDatabases';
import { generatePlan } from './generatePlan';
import { seedCatalog } from './seedCatalog';

describe.each(TEST_DATABASES)('seeding the catalogue on %s', (_name, database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const countOf = async (table: 'plans' | 'plan_styles') =>
    (await handle.db.selectFrom(table).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;

  it('fills an empty database with the styles and the plans, then leaves a seeded one alone', async () => {
    expect(await seedCatalog(handle.db, 120)).toEqual({ seeded: true, planCount: 120 });
    expect(await countOf('plans')).toBe(120);
    expect(await countOf('plan_styles')).toBe(ARCHITECTURAL_STYLES.length);

    expect(await seedCatalog(handle.db, 120)).toEqual({ seeded: false, planCount: 0 });
    expect(await countOf('plans')).toBe(120);
  });

  it('stores each plan exactly as generated', async () => {
    const expected = generatePlan(77);
    const row = await handle.db.selectFrom('plans').selectAll().where('id', '=', 77).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...expected, created_at: expected.created_at });
    expect(row.search_text).toBe(`${expected.plan_number} ${expected.name}`.toLowerCase());
  });

  it('hands out fresh ids after the seeded ones', async () => {
    const { id: _seededId, ...plan } = generatePlan(1);
    const inserted = await handle.db
      .insertInto('plans')
      .values({ ...plan, plan_number: 'NEW-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(121);
  });
});
