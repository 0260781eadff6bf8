import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import type { PageHead, PageLoader } from 'shared-ui';
import { planSearchQuery } from './fetchPlanSearch';
import { filtersFromSearch, listFilters, listPresetOf } from './searchUrl';

/** The heading of a list without a preset of its own. */
const PLAIN_LIST_TITLE = 'House Plans';

/**
 * The one spelling of a list: the route's own path (an alias gives its preset's canonical path), the shopper's
 * filters that make it another list, and the page number past the first, in contracts' wire encoding. The order
 * (sort_by) and page size (limit) show the same plans otherwise, and a filter that only repeats the route's preset
 * changes nothing: both are left out.
 */
export function canonicalListPath(routePath: string, own: PlanFilters): string {
  const preset = listPresetOf(routePath);
  const { sort_by: _sort, limit: _limit, pagination, ...distinct } = own;
  const presetWire = encodeFilters(preset?.filters ?? {});
  const wire = Object.entries(encodeFilters({ ...distinct, ...(pagination ? { pagination } : {}) })).filter(
    ([key, value]) => presetWire[key] !== value,
  );
  const query = new URLSearchParams(wire).toString();
  const path = preset?.canonicalPath ?? preset?.path ?? routePath;
  return query === '' ? path : `${path}?${query}`;
}

interface ListHeadInput {
  routePath: string;
  /** The shopper's own filters, from the query. */
  own: PlanFilters;
  /** What was searched for: the preset under `own`. */
  filters: PlanFilters;
  /** How many plans the list holds. */
  count: number;
}

/** A list's head: its title, how many plans it holds, its one spelling; a page past the end is kept out of search. */
export function planListHead({ routePath, own, filters, count }: ListHeadInput): Partial<PageHead> {
  const listTitle = listPresetOf(routePath)?.title ?? PLAIN_LIST_TITLE;
  const pageIndex = filters.pagination ?? 0;
  const pageCount = Math.ceil(count / (filters.limit ?? PAGE_SIZE));
  const plans = count === 1 ? '1 plan' : `${formatWholeNumber(count)} plans`;
  const description =
    count === 0
      ? `${listTitle}: no plan matches these filters yet.`
      : `${listTitle}: ${plans} to compare by size, bedrooms, style and price, each with its floor plans.` +
        (pageIndex > 0 && pageIndex < pageCount ? ` Page ${pageIndex + 1} of ${pageCount}.` : '');
  return {
    title: pageIndex > 0 ? `${listTitle}, page ${pageIndex + 1}` : listTitle,
    description,
    canonicalPath: canonicalListPath(routePath, own),
    ...(pageIndex > 0 && pageIndex >= pageCount ? { noindex: true } : {}),
  };
}

/**
 * Every plan list (/propertyList, /home-search, /carports...) on the server: the page of plans the list shows,
 * searched for exactly as the page searches (its route's preset under the query's filters). A failed search rejects:
 * the page then renders in the browser.
 */
export const load: PageLoader = async ({ queryClient, searchParams, routePath }) => {
  const own = filtersFromSearch(searchParams);
  const filters = listFilters(routePath, own);
  const page = await queryClient.fetchQuery(planSearchQuery(filters));
  return { status: 200, head: planListHead({ routePath, own, filters, count: page.count }) };
};
