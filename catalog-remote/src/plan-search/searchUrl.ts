import { decodeSearchParams, encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';

/**
 * The shopper's own filters, sort and page as they live in the URL query, so that a reload, the back button or a
 * shared link gives the same results. A route's preset is not written to the URL: the route itself says it.
 * A query that does not decode (a hand-edited or outdated link) is dropped rather than shown as an error.
 */
export function filtersFromSearch(search: string): PlanFilters {
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
