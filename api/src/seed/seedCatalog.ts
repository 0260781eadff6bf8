import { sql, type Kysely } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import type { Database } from '../db/databaseSchema';
import { styleTileUrl } from 'contracts/src/catalog/planPictures';
import { generatePlan, type NewPlan } from './generatePlan';

/** The store claims "10k+ properties listed". */
export const DEFAULT_PLAN_COUNT = 10_000;
/** Plans per INSERT statement. */
const BATCH_SIZE = 500;
/** Any fixed number: serialises seeding between API processes sharing one PostgreSQL database. */
const SEED_LOCK_KEY = 7_214_001;

const TEXT_COLUMNS = ['description', 'plan_details', 'included', 'not_included'] as const;

/**
 * Inserts a batch as one JSON parameter expanded by the database (json_populate_recordset): about twice as fast
 * on PGlite as binding some 30,000 separate parameters, which keeps the first start short. Each table takes its
 * own columns from the same JSON.
 */
async function insertPlans(db: Kysely<Database>, batch: readonly NewPlan[]): Promise<void> {
  const first = batch[0];
  if (!first) return;
  const textColumns: readonly string[] = TEXT_COLUMNS;
  const planColumns = sql.join(
    Object.keys(first)
      .filter((column) => !textColumns.includes(column))
      .map((column) => sql.ref(column)),
  );
  const texts = sql.join(TEXT_COLUMNS.map((column) => sql.ref(column)));
  const json = JSON.stringify(batch);
  await sql`insert into plans (${planColumns})
    select ${planColumns} from json_populate_recordset(null::plans, ${json}::json)`.execute(db);
  await sql`insert into plan_texts (plan_id, ${texts})
    select id, ${texts} from json_to_recordset(${json}::json)
      as batch(id integer, description text, plan_details text[], included text[], not_included text[])`.execute(db);
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
      .values(
        ARCHITECTURAL_STYLES.map((style) => ({ id: style.code, name: style.label, image: styleTileUrl(style.code) })),
      )
      .execute();
    for (let first = 1; first <= planCount; first += BATCH_SIZE) {
      const last = Math.min(planCount, first + BATCH_SIZE - 1);
      const batch = Array.from({ length: last - first + 1 }, (_, offset) => generatePlan(first + offset));
      await insertPlans(trx, batch);
    }
    // Ids were given explicitly: move the identity past them so plans added later get fresh ids.
    await sql`select setval(pg_get_serial_sequence('plans', 'id'), greatest((select max(id) from plans), 1))`.execute(
      trx,
    );
    return { seeded: true, planCount };
  });
  // Fresh statistics, so the planner knows how selective each facet is from the first query on, and a visibility
  // map, so that counts can be answered from indexes alone.
  if (result.seeded) await sql`vacuum analyze plan_styles, plans, plan_texts`.execute(db);
  return result;
}
