import { sql, type Kysely } from 'kysely';
import {
  FACET_KEYS,
  FACET_TABLES,
  type FacetCounts,
  type FacetKey,
  type PlanFacets,
} from 'contracts/src/catalog/facets';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import type { Database } from '../../db/databaseSchema';
import { countPlans, searchPlanPage } from '../catalogQueries';
import { COUNTS, MULTI_VALUED, SINGLE_VALUED, whereFiltersMatch } from '../planSearchQuery';
import { facetsOf } from './facetsOf';
import type { IndexedSearchResult } from './planIndex';

/** The SQL search's answer: what the index answers, as objects. */
export interface SqlSearchResult extends Omit<IndexedSearchResult, 'facetsJson' | 'dataJson'> {
  data: PlanSummary[];
  facets: PlanFacets;
}

/** The filters a facet's counts are taken under: every filter but its own (style: plan_style_id too). */
export function filtersWithout(filters: PlanFilters, facet: FacetKey): PlanFilters {
  const { [facet]: _own, ...others } = filters;
  if (facet === 'style') delete others.plan_style_id;
  return others;
}

/**
 * The search answered by the database alone, one query per facet: the reference the in-memory index is checked
 * against, and the answer when nothing may be kept in memory.
 */
export async function searchPlansInSql(db: Kysely<Database>, filters: PlanFilters): Promise<SqlSearchResult> {
  const [data, count, ...facetCounts] = await Promise.all([
    searchPlanPage(db, filters),
    countPlans(db, filters),
    ...FACET_KEYS.map((facet) => countFacetInSql(db, facet, filtersWithout(filters, facet))),
  ]);
  const byFacet = new Map(FACET_KEYS.map((facet, index) => [facet, facetCounts[index] ?? {}]));
  const facets: PlanFacets = facetsOf((facet) => byFacet.get(facet) ?? {});
  return { data, count, facets };
}

async function countFacetInSql(db: Kysely<Database>, facet: FacetKey, filters: PlanFilters): Promise<FacetCounts> {
  const counts: Record<number, number> = Object.fromEntries(FACET_TABLES[facet].map((option) => [option.code, 0]));
  const base = whereFiltersMatch(db.selectFrom('plans'), filters);
  const single = SINGLE_VALUED.find(([key]) => key === facet);
  const multi = MULTI_VALUED.find(([key]) => key === facet);
  const countFacet = COUNTS.find(([key]) => key === facet);
  if (countFacet) {
    const [key] = countFacet;
    for (const { code } of FACET_TABLES[facet]) counts[code] = await countPlans(db, { ...filters, [key]: code });
    return counts;
  }
  let rows: Array<{ code: number | null; count: number }> = [];
  if (single) {
    rows = await base
      .select([sql<number | null>`${sql.ref(single[1])}`.as('code'), sql<number>`count(*)::int`.as('count')])
      .groupBy(single[1])
      .execute();
  } else if (multi) {
    rows = await db
      .selectFrom(base.select(sql<number>`unnest(${sql.ref(multi[1])})`.as('code')).as('facet_values'))
      .select(['code', sql<number>`count(*)::int`.as('count')])
      .groupBy('code')
      .execute();
  }
  for (const row of rows) if (row.code !== null && row.code in counts) counts[row.code] = row.count;
  return counts;
}
