import { sql, type Kysely } from 'kysely';
import type { PlanDetail, PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { Database } from '../db/databaseSchema';
import { SUMMARY_COLUMNS, toPlanDetail, toPlanStyle, toPlanSummary } from './planMapping';
import { orderBySort, whereFiltersMatch } from './planSearchQuery';

/** One page of the plans matching `filters`, in the chosen order. */
export async function searchPlanPage(db: Kysely<Database>, filters: PlanFilters): Promise<PlanSummary[]> {
  const limit = filters.limit ?? PAGE_SIZE;
  const rows = await orderBySort(
    whereFiltersMatch(db.selectFrom('plans'), filters).select(SUMMARY_COLUMNS),
    filters.sort_by,
  )
    .limit(limit)
    .offset((filters.pagination ?? 0) * limit)
    .execute();
  return rows.map(toPlanSummary);
}

/** How many plans match `filters` in all. */
export async function countPlans(db: Kysely<Database>, filters: PlanFilters): Promise<number> {
  const row = await whereFiltersMatch(db.selectFrom('plans'), filters)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function findPlanDetail(db: Kysely<Database>, id: number): Promise<PlanDetail | null> {
  const row = await db
    .selectFrom('plans')
    .innerJoin('plan_styles', 'plan_styles.id', 'plans.style_id')
    .innerJoin('plan_texts', 'plan_texts.plan_id', 'plans.id')
    .selectAll('plans')
    .select([
      'plan_styles.name as style_name',
      'plan_texts.description',
      'plan_texts.plan_details',
      'plan_texts.included',
      'plan_texts.not_included',
    ])
    .where('plans.id', '=', id)
    .executeTakeFirst();
  return row ? toPlanDetail(row) : null;
}

/** Exact plan number, ignoring case (served by the unique index on lower(plan_number)). */
export async function findPlanByNumber(db: Kysely<Database>, planNumber: string): Promise<PlanSummary | null> {
  const row = await db
    .selectFrom('plans')
    .select(SUMMARY_COLUMNS)
    .where(sql<string>`lower(plan_number)`, '=', planNumber.toLowerCase())
    .executeTakeFirst();
  return row ? toPlanSummary(row) : null;
}

export async function listPlanStyles(db: Kysely<Database>, limit: number): Promise<PlanStyle[]> {
  const rows = await db.selectFrom('plan_styles').selectAll().orderBy('id').limit(limit).execute();
  return rows.map(toPlanStyle);
}

export interface RelatedPlansQuery {
  styleId: number;
  excludePlanId: number | null;
  limit: number;
}

/** Plans of the same style, most popular first, without the plan being viewed. */
export async function findRelatedPlans(db: Kysely<Database>, query: RelatedPlansQuery): Promise<PlanSummary[]> {
  let related = db.selectFrom('plans').select(SUMMARY_COLUMNS).where('style_id', '=', query.styleId);
  if (query.excludePlanId !== null) related = related.where('id', '<>', query.excludePlanId);
  const rows = await related.orderBy('popularity', 'desc').orderBy('id').limit(query.limit).execute();
  return rows.map(toPlanSummary);
}
