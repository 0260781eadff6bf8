import { Type } from '@sinclair/typebox';
import type { FacetKey } from './facets';
import { planListPageSchema } from './planSchemas';
import { LIST_FILTER_KEYS, MAX_KEYWORD_LENGTH, NUMBER_FILTER_KEYS, TEXT_FILTER_KEYS } from './planFilters';

/**
 * The schemas of the plan search (GET properties). The API validates and serialises with them; `facets.ts` derives
 * the types from them for everyone else.
 */

/** A filter's value as it travels: every value is a string (`filterEncoding`'s decoder reads its meaning). */
const filterValueSchema = Type.String({ maxLength: 500 });

/**
 * The keyword as it travels: the shopper's words, at most MAX_KEYWORD_LENGTH characters, no control characters.
 * `keywordProblem` (keywordSearch.ts) also bounds the number of words, with a message a person can act on.
 */
const keywordValueSchema = Type.String({ maxLength: MAX_KEYWORD_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** The wire-encoded filter object: any of the filter keys, each a string; nothing else. */
export const planFiltersQuerySchema = Type.Object(
  {
    ...Object.fromEntries(
      [...TEXT_FILTER_KEYS, ...NUMBER_FILTER_KEYS, ...LIST_FILTER_KEYS].map((key) => [
        key,
        Type.Optional(filterValueSchema),
      ]),
    ),
    keyword: Type.Optional(keywordValueSchema),
  },
  { additionalProperties: false },
);

/**
 * For each option of a facet (by code), how many plans would match if it were chosen, given the OTHER filters:
 * a list filter's own choices do not narrow its counts, so a shopper sees what ticking one more box would add.
 * The `style` facet also ignores `plan_style_id` (both choose the architectural style). Codes matching nothing
 * are 0, never missing.
 */
export const facetCountsSchema = Type.Record(Type.Integer(), Type.Integer());

/** The counts of every facet, named key by key so that the compiler checks none is missing or extra. */
export const planFacetsSchema = Type.Object({
  plan_type: facetCountsSchema,
  style: facetCountsSchema,
  no_of_vehicles: facetCountsSchema,
  garage_type: facetCountsSchema,
  garage_location: facetCountsSchema,
  bed_bath_options: facetCountsSchema,
  kitchen_dinning: facetCountsSchema,
  laundry_location: facetCountsSchema,
  additional_rooms: facetCountsSchema,
  outdoor_features: facetCountsSchema,
  foundation: facetCountsSchema,
  special_features: facetCountsSchema,
  exterior_walls: facetCountsSchema,
  collections: facetCountsSchema,
  lot_features: facetCountsSchema,
  bedrooms: facetCountsSchema,
  bathrooms: facetCountsSchema,
  floors: facetCountsSchema,
} satisfies Record<FacetKey, typeof facetCountsSchema>);

/** A page of a plan search with its facet counts: what GET /properties answers. */
export const planSearchPageSchema = Type.Object({ ...planListPageSchema.properties, facets: planFacetsSchema });
