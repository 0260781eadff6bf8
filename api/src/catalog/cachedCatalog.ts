import type { Kysely } from 'kysely';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { PlanDetail, PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { PLAN_LIST_PRESETS } from 'contracts/src/catalog/listPresets';
import {
  DEFAULT_SORT,
  NEWEST_SORT,
  PAGE_SIZE,
  TRENDING_SORT,
  type PlanFilters,
} from 'contracts/src/catalog/planFilters';
import { ExpiringLruCache, getOrLoad } from '../cache/expiringLruCache';
import type { Database } from '../db/databaseSchema';
import type { CatalogueChanges } from '../scale/catalogueChanges';
import {
  findPlanByNumber,
  findPlanDetail,
  findRelatedPlans,
  listPlanStyles,
  type RelatedPlansQuery,
} from './catalogQueries';
import { createLivePlanIndex } from './search/livePlanIndex';
import type { PlanSearchThread } from './search/PlanSearchThread';
import { searchPlansInSql } from './search/sqlPlanSearch';

/** A page of a plan search as the API answers it, its plans and facet counts already in JSON (see `PlanSearchPage`). */
export interface PlanSearchAnswer extends Omit<PlanSearchPage, 'facets' | 'data'> {
  dataJson: string;
  facetsJson: string;
}

/** Reads of the catalogue, as the routes need them. */
export interface CatalogReader {
  /** A page of plans with the total and the facet counts; `is_liked` is false (the routes mark favourites). */
  searchPlans(filters: PlanFilters): Promise<PlanSearchAnswer>;
  findPlanDetail(id: number): Promise<PlanDetail | null>;
  findPlanByNumber(planNumber: string): Promise<PlanSummary | null>;
  listPlanStyles(limit: number): Promise<PlanStyle[]>;
  findRelatedPlans(query: RelatedPlansQuery): Promise<PlanSummary[]>;
  /** Forgets every cached answer and rebuilds the search index: call after changing plans or styles. */
  invalidate(): void;
}

export interface CatalogCacheOptions {
  /**
   * How long an answer may be reused; bounds staleness when another process changes the catalogue. 0 keeps
   * nothing in memory: every answer, searches included, comes from the database (the SQL reference).
   */
  ttlMs: number;
  now?: () => number;
  /** Where searches run: on this thread of their own (the server), or on the API's thread (tests, tools). */
  searchThread?: PlanSearchThread;
  /**
   * The catalogue's changes as PostgreSQL announces them (LISTEN/NOTIFY), so that every instance sees a change made
   * through another within a moment; `ttlMs` then only bounds staleness when an announcement is lost.
   */
  changes?: CatalogueChanges;
}

/**
 * The catalogue with its answers kept in memory for a short while. Plans change rarely and shoppers ask the same
 * questions (the home page's lists, a plan's detail), so most requests never reach the database, which matters on
 * PGlite, where every query runs on the one JavaScript thread. Searches are answered by the in-memory index.
 */
export function createCachedCatalog(
  db: Kysely<Database>,
  { ttlMs, now, searchThread, changes }: CatalogCacheOptions = { ttlMs: 60_000 },
): CatalogReader {
  const searchIndex =
    ttlMs > 0
      ? createLivePlanIndex(db, {
          checkEveryMs: ttlMs,
          ...(now ? { now } : {}),
          ...(searchThread ? { searchThread } : {}),
        })
      : null;
  const details = new ExpiringLruCache<number, Promise<PlanDetail | null>>(2_000, ttlMs);
  const planNumbers = new ExpiringLruCache<string, Promise<PlanSummary | null>>(2_000, ttlMs);
  const styles = new ExpiringLruCache<number, Promise<PlanStyle[]>>(100, ttlMs);
  const related = new ExpiringLruCache<string, Promise<PlanSummary[]>>(2_000, ttlMs);
  const caches = [details, planNumbers, styles, related];
  changes?.subscribe((revision) => {
    for (const cache of caches) cache.clear();
    searchIndex?.changed(revision);
  });

  return {
    async searchPlans(filters) {
      const page = { page: filters.pagination ?? 0, limit: filters.limit ?? PAGE_SIZE };
      if (searchIndex) return { ...(await (await searchIndex.current()).search(filters)), ...page };
      const { data, count, facets } = await searchPlansInSql(db, filters);
      return { dataJson: JSON.stringify(data), count, facetsJson: JSON.stringify(facets), ...page };
    },
    findPlanDetail: (id) => getOrLoad(details, id, () => findPlanDetail(db, id)),
    findPlanByNumber: (planNumber) =>
      getOrLoad(planNumbers, planNumber.toLowerCase(), () => findPlanByNumber(db, planNumber)),
    listPlanStyles: (limit) => getOrLoad(styles, limit, () => listPlanStyles(db, limit)),
    findRelatedPlans: (query) =>
      getOrLoad(related, `${query.styleId}:${query.excludePlanId}:${query.limit}`, () => findRelatedPlans(db, query)),
    invalidate: () => {
      for (const cache of caches) cache.clear();
      void searchIndex?.refresh().catch(() => undefined);
    },
  };
}

/**
 * Loads the answers every visitor's first pages ask for (the home page's lists and each prefiltered list), so the
 * first shoppers after a start do not wait for the database.
 */
export async function warmCatalog(catalog: CatalogReader): Promise<void> {
  const searches: PlanFilters[] = [
    ...[DEFAULT_SORT, TRENDING_SORT, NEWEST_SORT].map((sort) => ({ sort_by: sort })),
    ...PLAN_LIST_PRESETS.map((preset) => ({ ...preset.filters, sort_by: DEFAULT_SORT })),
  ];
  await Promise.all([
    catalog.listPlanStyles(ARCHITECTURAL_STYLES.length),
    ...searches.map((filters) => catalog.searchPlans(filters)),
  ]);
}
