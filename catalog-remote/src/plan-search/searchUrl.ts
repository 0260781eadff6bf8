import { decodeSearchParams, encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { presetForPath, type PlanListPreset } from 'contracts/src/catalog/listPresets';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';

/**
 * The shopper's own filters, sort and page as they live in the URL query, so that a reload, the back button or a
 * shared link gives the same results. A route's preset is not written to the URL: the route itself says it.
 * A query that does not decode (a hand-edited or outdated link) is dropped rather than shown as an error.
 */
export function filtersFromSearch(search: string | URLSearchParams): PlanFilters {
  const decoded = decodeSearchParams(new URLSearchParams(search));
  return decoded.ok ? decoded.filters : {};
}

/** The query string for these filters ('' when none), in contracts' wire encoding. */
export function searchFromFilters(filters: PlanFilters): string {
  const query = new URLSearchParams(encodeFilters(filters)).toString();
  return query === '' ? '' : `?${query}`;
}

/** The filters a search asks the API for: the route's preset under the shopper's own choices. */
export function withPreset(preset: Readonly<PlanFilters>, own: PlanFilters): PlanFilters {
  return { ...preset, ...own };
}

/** The list a path shows ('/carports', or '/carports/' as the router also matches it); none for a plain list. */
export function listPresetOf(path: string): PlanListPreset | undefined {
  return presetForPath(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/**
 * What a plan list at `path` searches for with the shopper's `own` filters: the page and the server's `load` both
 * ask this, so the server's answer is the one the page reads.
 */
export function listFilters(path: string, own: PlanFilters): PlanFilters {
  return withPreset(listPresetOf(path)?.filters ?? {}, own);
}
