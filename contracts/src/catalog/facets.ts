import { BATHROOM_COUNTS, BEDROOM_COUNTS, FLOOR_COUNTS, type CodeOption } from './codeTables';
import type { PlanListPage } from './plan';
import { LIST_FILTER_KEYS, LIST_FILTER_TABLES, type ListFilterKey } from './planFilters';

/** The count filters a shopper picks one option of; their facets count each option too. */
export const COUNT_FACET_KEYS = ['bedrooms', 'bathrooms', 'floors'] as const;
export type CountFacetKey = (typeof COUNT_FACET_KEYS)[number];

/** Every filter that has facet counts: the list filters and the count filters. */
export type FacetKey = ListFilterKey | CountFacetKey;

export const FACET_KEYS: readonly FacetKey[] = Object.freeze([...LIST_FILTER_KEYS, ...COUNT_FACET_KEYS]);

/** The options of every facet. */
export const FACET_TABLES: Readonly<Record<FacetKey, readonly CodeOption[]>> = Object.freeze({
  ...LIST_FILTER_TABLES,
  bedrooms: BEDROOM_COUNTS,
  bathrooms: BATHROOM_COUNTS,
  floors: FLOOR_COUNTS,
});

/**
 * For each option of a facet (by code), how many plans would match if it were chosen, given the OTHER filters:
 * a list filter's own choices do not narrow its counts, so a shopper sees what ticking one more box would add.
 * The `style` facet also ignores `plan_style_id` (both choose the architectural style). Codes matching nothing
 * are 0, never missing.
 */
export type FacetCounts = Readonly<Record<number, number>>;

export type PlanFacets = Readonly<Record<FacetKey, FacetCounts>>;

/** A page of a plan search with its facet counts: what GET /properties answers. */
export interface PlanSearchPage extends PlanListPage {
  facets: PlanFacets;
}
