import { FACET_KEYS } from 'contracts/src/catalog/facets';
import { LIST_FILTER_KEYS, NUMBER_FILTER_KEYS, TEXT_FILTER_KEYS } from 'contracts/src/catalog/planFilters';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const string = { type: 'string' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const strings = { type: 'array', items: string } as const;
const integers = { type: 'array', items: integer } as const;

/** The wire-encoded filter object: every key a string (contracts' decodeFilters reads the values); nothing else. */
export const planFiltersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    [...TEXT_FILTER_KEYS, ...NUMBER_FILTER_KEYS, ...LIST_FILTER_KEYS].map((key) => [
      key,
      { type: 'string', maxLength: 500 },
    ]),
  ),
} as const;

const planSummaryProperties = {
  _id: string,
  name: string,
  main_images: strings,
  sq_ft: integer,
  beds: integer,
  baths: number,
  story: integer,
  cars: integer,
  plan_number: { type: ['string', 'null'] },
  price: integer,
  is_liked: { type: 'boolean' },
} as const;

export const planSummarySchema = {
  type: 'object',
  required: Object.keys(planSummaryProperties),
  properties: planSummaryProperties,
} as const;

const planDetailProperties = {
  ...planSummaryProperties,
  description: string,
  full_bathrooms: integer,
  half_bathrooms: integer,
  no_of_vehicles: integer,
  floor_images: strings,
  plan_details: strings,
  included: strings,
  not_included: strings,
  total_heated_area: integer,
  first_floor: integer,
  second_floor: nullableInteger,
  porch_rear: nullableInteger,
  porch_front: nullableInteger,
  different_foundation: integer,
  optional_foundation: nullableInteger,
  exterior_standard_type: integer,
  exterior_optional_type: nullableInteger,
  footprint_width: number,
  footprint_depth: number,
  footprint_height: number,
  garage_type: integer,
  garage_location: nullableInteger,
  garage_sq_ft: nullableInteger,
  ceiling_first_floor: integer,
  roof_primary_pitch: string,
  roof_secondary_pitch: { type: ['string', 'null'] },
  roof_framing_type: string,
  plan_style_id: { type: 'object', required: ['_id', 'name'], properties: { _id: string, name: string } },
  initial_discount: integer,
  plan_type: integer,
  bed_bath_options: integers,
  kitchen_dinning: integers,
  laundry_location: integers,
  additional_rooms: integers,
  outdoor_features: integers,
  foundation: integers,
  special_features: integers,
  exterior_walls: integers,
  collections: integers,
  lot_features: integers,
  created_at: string,
} as const;

export const planDetailSchema = {
  type: 'object',
  required: Object.keys(planDetailProperties),
  properties: planDetailProperties,
} as const;

export const planListPageSchema = {
  type: 'object',
  required: ['data', 'count', 'page', 'limit'],
  properties: { data: { type: 'array', items: planSummarySchema }, count: integer, page: integer, limit: integer },
} as const;

export const planStyleSchema = {
  type: 'object',
  required: ['_id', 'name', 'image'],
  properties: { _id: string, name: string, image: { type: ['string', 'null'] } },
} as const;

const facetCountsSchema = { type: 'object', additionalProperties: integer } as const;

export const planSearchPageSchema = {
  type: 'object',
  required: [...planListPageSchema.required, 'facets'],
  properties: {
    ...planListPageSchema.properties,
    facets: {
      type: 'object',
      required: FACET_KEYS,
      properties: Object.fromEntries(FACET_KEYS.map((key) => [key, facetCountsSchema])),
    },
  },
} as const;
