import { sql, type Kysely } from 'kysely';
import { PLAN_TYPES, SPECIAL_FEATURES } from 'contracts/src/catalog/codeTables';
import type { PlanDetail, PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { Database } from '../db/databaseSchema';
import { codeOf } from './codeOf';
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

/** One bedroom more or less weighs about as much as a quarter more or less floor area. */
export const BEDROOM_WEIGHT = 0.25;

/** Places a size distance is rounded to: equally distant plans (1,600 and 2,500 sq ft from 2,000) then tie exactly. */
const DISTANCE_PLACES = 6;

/**
 * How unlike two plans are in size and bedrooms, for related plans (0: the same): the size as a ratio, since
 * 300 sq ft is a lot for a cottage and little for a manor, plus BEDROOM_WEIGHT per bedroom of difference.
 */
export function sizeDistance(plan: { sq_ft: number; beds: number }, to: { sq_ft: number; beds: number }): number {
  const distance =
    Math.abs(Math.log(Math.max(plan.sq_ft, 1) / Math.max(to.sq_ft, 1))) +
    BEDROOM_WEIGHT * Math.abs(plan.beds - to.beds);
  return Math.round(distance * 10 ** DISTANCE_PLACES) / 10 ** DISTANCE_PLACES;
}

const STAND_ALONE_GARAGES = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
const WORKSHOP = codeOf(SPECIAL_FEATURES, 'Workshop');

/**
 * Plans like the one being viewed (`excludePlanId`), without it. First those of its type and style, nearest in size
 * and bedrooms; when the style has too few, the same type in other styles (a shopper looking at a carport wants
 * carports, not houses of its style), then plans of its plan type, then the style's other plans. A garage plan's
 * type is its kind, as the Garages menu lists them: carport, RV garage, garage apartment (bedrooms), workshop or
 * plain garage; any other plan's is its plan type. Without a plan to compare with (none given, or an unknown id),
 * the style's plans, most popular first.
 */
export async function findRelatedPlans(db: Kysely<Database>, query: RelatedPlansQuery): Promise<PlanSummary[]> {
  const viewed =
    query.excludePlanId === null
      ? undefined
      : await db
          .selectFrom('plans')
          .select(['plan_type', 'garage_type', 'beds', 'sq_ft', 'special_features'])
          .where('id', '=', query.excludePlanId)
          .executeTakeFirst();
  let related = db.selectFrom('plans').select(SUMMARY_COLUMNS);
  if (query.excludePlanId !== null) related = related.where('id', '<>', query.excludePlanId);
  if (!viewed) {
    const rows = await related
      .where('style_id', '=', query.styleId)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .execute();
    return rows.map(toPlanSummary);
  }
  const samePlanType = sql<boolean>`plan_type = ${viewed.plan_type}::int`;
  const sameKind =
    viewed.plan_type === STAND_ALONE_GARAGES
      ? sql<boolean>`(${samePlanType} and garage_type = ${viewed.garage_type}::int
          and (beds > 0) = ${viewed.beds > 0}::boolean
          and (${WORKSHOP}::int = any(special_features)) = ${viewed.special_features.includes(WORKSHOP)}::boolean)`
      : samePlanType;
  // The same formula as sizeDistance, in SQL.
  const distance = sql<number>`round((abs(ln(greatest(sq_ft, 1)::float8 / ${Math.max(viewed.sq_ft, 1)}::float8))
    + ${BEDROOM_WEIGHT}::float8 * abs(beds - ${viewed.beds}::int))::numeric, ${DISTANCE_PLACES}::int)`;
  const ranked = (candidates: typeof related) =>
    candidates
      .select(sameKind.as('same_kind'))
      .orderBy(sameKind, 'desc')
      .orderBy(samePlanType, 'desc')
      .orderBy(sql`style_id = ${query.styleId}::int`, 'desc')
      .orderBy(distance)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .execute();
  // The style's own plans come first, so when they fill the answer with plans of the kind (most plans: a style has
  // hundreds of houses) the rest of the catalogue need not be ranked: the index on style_id reads a few hundred rows.
  const ofStyle = await ranked(related.where('style_id', '=', query.styleId));
  const rows =
    ofStyle.length === query.limit && ofStyle.every((row) => row.same_kind)
      ? ofStyle
      : await ranked(
          related.where((eb) => eb.or([eb('style_id', '=', query.styleId), eb('plan_type', '=', viewed.plan_type)])),
        );
  return rows.map(toPlanSummary);
}
