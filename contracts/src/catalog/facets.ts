import type { Static } from '@sinclair/typebox';
import { BATHROOM_COUNTS, BEDROOM_COUNTS, FLOOR_COUNTS, type CodeOption } from './codeTables';
import { LIST_FILTER_KEYS, LIST_FILTER_TABLES, type ListFilterKey } from './planFilters';
import type { facetCountsSchema, planFacetsSchema, planSearchPageSchema } from './planSearchSchemas';

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

/** For each option of a facet (by code), how many plans would match if it were chosen: see `facetCountsSchema`. */
export type FacetCounts = Static<typeof facetCountsSchema>;

export type PlanFacets = Static<typeof planFacetsSchema>;

/** A page of a plan search with its facet counts: what GET /properties answers. */
export type PlanSearchPage = Static<typeof planSearchPageSchema>;
