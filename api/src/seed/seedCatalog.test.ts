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

  const countOf = async (table: 'plans' | 'plan_styles' | 'plan_texts') =>
    (
      await handle.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('fills an empty database with the styles and the plans, then leaves a seeded one alone', async () => {
    expect(await seedCatalog(handle.db, 120)).toEqual({ seeded: true, planCount: 120 });
    expect(await countOf('plans')).toBe(120);
    expect(await countOf('plan_styles')).toBe(ARCHITECTURAL_STYLES.length);

    expect(await seedCatalog(handle.db, 120)).toEqual({ seeded: false, planCount: 0 });
    expect(await countOf('plans')).toBe(120);
  });

  it('stores each plan exactly as generated, its long texts apart', async () => {
    const { description, plan_details, included, not_included, ...expected } = generatePlan(77);
    const row = await handle.db.selectFrom('plans').selectAll().where('id', '=', 77).executeTakeFirstOrThrow();
    expect(row).toEqual({ ...expected, search_text: `${expected.plan_number} ${expected.name}`.toLowerCase() });
    const texts = await handle.db
      .selectFrom('plan_texts')
      .selectAll()
      .where('plan_id', '=', 77)
      .executeTakeFirstOrThrow();
    expect(texts).toEqual({ plan_id: 77, description, plan_details, included, not_included });
    expect(await countOf('plan_texts')).toBe(120);
  });

  it('hands out fresh ids after the seeded ones', async () => {
    const {
      id: _seededId,
      description: _d,
      plan_details: _p,
      included: _i,
      not_included: _n,
      ...plan
    } = generatePlan(1);
    const inserted = await handle.db
      .insertInto('plans')
      .values({ ...plan, plan_number: 'NEW-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(121);
  });
});
