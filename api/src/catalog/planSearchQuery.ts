import { sql, type SelectQueryBuilder } from 'kysely';
import { BATHROOM_COUNTS, BEDROOM_COUNTS, FLOOR_COUNTS, type CodeOption } from 'contracts/src/catalog/codeTables';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  type ListFilterKey,
  type NumberFilterKey,
  type PlanFilters,
} from 'contracts/src/catalog/planFilters';
import { keywordTerms } from 'contracts/src/catalog/keywordSearch';
import { codeOf } from './codeOf';
import type { Database, PlansTable } from '../db/databaseSchema';

type PlanQuery<O> = SelectQueryBuilder<Database, 'plans', O>;
export type IntegerColumn = {
  [K in keyof PlansTable]: PlansTable[K] extends number | null ? K : never;
}[keyof PlansTable];
export type IntegerArrayColumn = {
  [K in keyof PlansTable]: PlansTable[K] extends number[] ? K : never;
}[keyof PlansTable];

/** List filters on single-valued columns: the plan's value is one of the codes. */
export const SINGLE_VALUED: ReadonlyArray<readonly [ListFilterKey, IntegerColumn]> = [
  ['plan_type', 'plan_type'],
  ['style', 'style_id'],
  // The column holds the VEHICLE_COUNTS code already (the top code for that many cars or more).
  ['no_of_vehicles', 'no_of_vehicles'],
  ['garage_type', 'garage_type'],
  ['garage_location', 'garage_location'],
];

/** List filters on multi-valued columns: the plan has any of the codes (`&&`, served by a GIN index). */
export const MULTI_VALUED: ReadonlyArray<readonly [ListFilterKey, IntegerArrayColumn]> = [
  ['bed_bath_options', 'bed_bath_options'],
  ['kitchen_dinning', 'kitchen_dining'],
  ['laundry_location', 'laundry_locations'],
  ['additional_rooms', 'additional_rooms'],
  ['outdoor_features', 'outdoor_features'],
  ['foundation', 'foundations'],
  ['special_features', 'special_features'],
  ['exterior_walls', 'exterior_walls'],
  ['collections', 'collections'],
  ['lot_features', 'lot_features'],
];

export const RANGES: ReadonlyArray<readonly [NumberFilterKey, IntegerColumn, '>=' | '<=']> = [
  ['min_sq_ft', 'sq_ft', '>='],
  ['max_sq_ft', 'sq_ft', '<='],
  ['min_footprint_width', 'footprint_width', '>='],
  ['max_footprint_width', 'footprint_width', '<='],
  ['min_footprint_depth', 'footprint_depth', '>='],
  ['max_footprint_depth', 'footprint_depth', '<='],
  ['min_footprint_height', 'footprint_height', '>='],
  ['max_footprint_height', 'footprint_height', '<='],
];

/** Count filters: a code is an exact count, except the table's top code, which means that many or more. */
export const COUNTS: ReadonlyArray<
  readonly ['bedrooms' | 'bathrooms' | 'floors', IntegerColumn, readonly CodeOption[]]
> = [
  ['bedrooms', 'beds', BEDROOM_COUNTS],
  // A plan with 2 full and 1 half bath is a 2-bathroom plan.
  ['bathrooms', 'full_bathrooms', BATHROOM_COUNTS],
  ['floors', 'story', FLOOR_COUNTS],
];

/**
 * What the keyword search reads of a plan, in lower case: its number and name (the stored `search_text`), its
 * style's name and its description. The in-memory index loads this same expression, so both searches read one text.
 */
export const KEYWORD_TEXT = sql<string>`lower(
  plans.search_text
  || ' ' || coalesce((select plan_styles.name from plan_styles where plan_styles.id = plans.style_id), '')
  || ' ' || coalesce((select plan_texts.description from plan_texts where plan_texts.plan_id = plans.id), '')
)`;

/** Every filter of the search object, as WHERE clauses; filters combine with AND. */
export function whereFiltersMatch<O>(query: PlanQuery<O>, filters: PlanFilters): PlanQuery<O> {
  let filtered = query;
  // Each word of the keyword is somewhere in the plan's text.
  for (const term of keywordTerms(filters.keyword ?? '')) {
    // The shopper's %, _ and \ are plain characters, not LIKE wildcards.
    const literal = term.replace(/[\\%_]/g, (character) => `\\${character}`);
    filtered = filtered.where(KEYWORD_TEXT, 'like', `%${literal}%`);
  }
  if (filters.plan_style_id !== undefined) filtered = filtered.where('style_id', '=', Number(filters.plan_style_id));
  for (const [key, column, operator] of RANGES) {
    const value = filters[key];
    if (typeof value === 'number') filtered = filtered.where(column, operator, value);
  }
  for (const [key, column, table] of COUNTS) {
    const code = filters[key];
    if (code === undefined) continue;
    const top = table[table.length - 1]?.code ?? code;
    filtered = code >= top ? filtered.where(column, '>=', top) : filtered.where(column, '=', code);
  }
  for (const [key, column] of SINGLE_VALUED) {
    const codes = filters[key];
    if (codes && codes.length > 0) filtered = filtered.where(column, 'in', codes);
  }
  for (const [key, column] of MULTI_VALUED) {
    const codes = filters[key];
    if (codes && codes.length > 0) filtered = filtered.where(sql<boolean>`${sql.ref(column)} && ${codes}::int[]`);
  }
  return filtered;
}

export type SortColumn = 'popularity' | 'created_at' | 'price_cents' | 'sq_ft' | 'recommended_score';
export type Direction = 'asc' | 'desc';

/**
 * SORT_OPTIONS as ORDER BY clauses, each with an id tie-break so that pages never overlap or skip a plan.
 * Each matches an index of the migration (read forwards or backwards).
 */
export const SORTS: ReadonlyMap<number, readonly [SortColumn, Direction, Direction]> = new Map([
  [codeOf(SORT_OPTIONS, 'Most Popular'), ['popularity', 'desc', 'asc']],
  [codeOf(SORT_OPTIONS, 'Newest'), ['created_at', 'desc', 'asc']],
  [codeOf(SORT_OPTIONS, 'Price: Low to High'), ['price_cents', 'asc', 'asc']],
  [codeOf(SORT_OPTIONS, 'Price: High to Low'), ['price_cents', 'desc', 'desc']],
  [codeOf(SORT_OPTIONS, 'Sq Ft: Small to Large'), ['sq_ft', 'asc', 'asc']],
  [codeOf(SORT_OPTIONS, 'Sq Ft: Large to Small'), ['sq_ft', 'desc', 'desc']],
  [codeOf(SORT_OPTIONS, 'Recommended'), ['recommended_score', 'desc', 'asc']],
]);

export function orderBySort<O>(query: PlanQuery<O>, sortBy: number = DEFAULT_SORT): PlanQuery<O> {
  const [column, direction, tieBreak] = SORTS.get(sortBy) ??
    SORTS.get(DEFAULT_SORT) ?? ['recommended_score', 'desc', 'asc'];
  return query.orderBy(column, direction).orderBy('id', tieBreak);
}
