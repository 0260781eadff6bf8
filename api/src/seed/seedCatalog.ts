import { sql, type Kysely } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { Database } from '../db/databaseSchema';
import { styleTileUrl } from '../images/imageUrls';
import { generatePlan, type NewPlan } from './generatePlan';

/** The store claims "10k+ properties listed". */
export const DEFAULT_PLAN_COUNT = 10_000;
/** Plans per INSERT statement. */
const BATCH_SIZE = 500;
/** Any fixed number: serialises seeding between API processes sharing one PostgreSQL database. */
const SEED_LOCK_KEY = 7_214_001;

/**
 * Inserts a batch as one JSON parameter expanded by the database (json_populate_recordset): about twice as fast
 * on PGlite as binding some 30,000 separate parameters, which keeps the first start short.
 */
async function insertPlans(db: Kysely<Database>, batch: readonly NewPlan[]): Promise<void> {
  const first = batch[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((column) => sql.ref(column)));
  await sql`insert into plans (${columns})
    select ${columns} from json_populate_recordset(null::plans, ${JSON.stringify(batch)}::json)`.execute(db);
}

export interface SeedResult {
  seeded: boolean;
  planCount: number;
}

/**
 * Fills an empty catalogue with the 48 styles and `planCount` deterministic plans, in one transaction, so a
 * crash mid-seed leaves nothing half-done and the next start seeds again. An already seeded catalogue is left alone.
 */
export async function seedCatalog(db: Kysely<Database>, planCount = DEFAULT_PLAN_COUNT): Promise<SeedResult> {
  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('plan_styles').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false, planCount: 0 };

    await trx
      .insertInto('plan_styles')
      .values(ARCHITECTURAL_STYLES.map((style) => ({ id: style.code, name: style.label, image: styleTileUrl(style.code) })))
      .execute();
    for (let first = 1; first <= planCount; first += BATCH_SIZE) {
      const last = Math.min(planCount, first + BATCH_SIZE - 1);
      const batch = Array.from({ length: last - first + 1 }, (_, offset) => generatePlan(first + offset));
      await insertPlans(trx, batch);
    }
    // Ids were given explicitly: move the identity past them so plans added later get fresh ids.
    await sql`select setval(pg_get_serial_sequence('plans', 'id'), greatest((select max(id) from plans), 1))`.execute(trx);
    return { seeded: true, planCount };
  });
  // Fresh statistics, so the planner knows how selective each facet is from the first query on.
  if (result.seeded) await sql`analyze plan_styles, plans`.execute(db);
  return result;
}
