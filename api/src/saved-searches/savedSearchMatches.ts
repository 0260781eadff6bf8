import type { Kysely } from 'kysely';
import { decodeSearchParams, encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { presetForPath, type PlanListPreset } from 'contracts/src/catalog/listPresets';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { SAVED_SEARCH_MESSAGES } from 'contracts/src/saved-searches/savedSearches';
import { SUMMARY_COLUMNS, toPlanSummary } from '../catalog/planMapping';
import { whereFiltersMatch } from '../catalog/planSearchQuery';
import type { Database } from '../db/databaseSchema';
import { badRequest } from '../errors/httpError';

/** A saved search's list and filters, checked and in their one spelling. */
export interface SearchTarget {
  path: string;
  query: string;
  title: string;
}

function listOf(path: string): PlanListPreset {
  const preset = presetForPath(path);
  if (!preset) throw badRequest(SAVED_SEARCH_MESSAGES.notAList);
  // '/propertylist' and '/home-search' are the same list as '/propertyList': one spelling is saved.
  return preset.canonicalPath === undefined ? preset : (presetForPath(preset.canonicalPath) ?? preset);
}

/**
 * What a "Save search" sends, as it is kept: a plan list's canonical path and the shopper's filters in contracts'
 * wire encoding (sorted, empty values dropped), without the page and page size, which are where the shopper was,
 * not what they look for. A 400 with the decoder's message for filters that are not the store's.
 */
export function searchTargetOf(path: string, query: string): SearchTarget {
  const list = listOf(path);
  const decoded = decodeSearchParams(new URLSearchParams(query));
  if (!decoded.ok) throw badRequest(decoded.message);
  const { pagination: _page, limit: _limit, ...filters } = decoded.filters;
  return { path: list.path, query: new URLSearchParams(encodeFilters(filters)).toString(), title: list.title };
}

/** The list's heading, for a search saved earlier (its path was checked then). */
export function titleOf(path: string): string {
  return presetForPath(path)?.title ?? 'House Plans';
}

/** Everything a saved search looks for: the list's preset under the shopper's filters, as the list page searches. */
export function filtersOf(search: { path: string; query: string }): PlanFilters {
  const decoded = decodeSearchParams(new URLSearchParams(search.query));
  const own = decoded.ok ? decoded.filters : {};
  return { ...(presetForPath(search.path)?.filters ?? {}), ...own };
}

/** How many plans match the search and were added to the catalogue after `since` (and up to `until`, if given). */
export async function countNewMatches(
  db: Kysely<Database>,
  search: { path: string; query: string },
  since: Date,
  until?: Date,
): Promise<number> {
  let query = whereFiltersMatch(db.selectFrom('plans'), filtersOf(search)).where('created_at', '>', since);
  if (until !== undefined) query = query.where('created_at', '<=', until);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest `limit` of those plans, newest first: what an alert mail names. */
export async function newestNewMatches(
  db: Kysely<Database>,
  search: { path: string; query: string },
  since: Date,
  until: Date,
  limit: number,
): Promise<PlanSummary[]> {
  const rows = await whereFiltersMatch(db.selectFrom('plans'), filtersOf(search))
    .where('created_at', '>', since)
    .where('created_at', '<=', until)
    .select([...SUMMARY_COLUMNS])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPlanSummary);
}
