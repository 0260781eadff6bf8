import { ARCHITECTURAL_STYLES } from './architecturalStyles';
import {
  ADDITIONAL_ROOMS,
  BED_BATH_OPTIONS,
  COLLECTIONS,
  EXTERIOR_WALLS,
  FOUNDATIONS,
  GARAGE_LOCATIONS,
  GARAGE_TYPES,
  KITCHEN_DINING,
  LAUNDRY_LOCATIONS,
  LOT_FEATURES,
  OUTDOOR_FEATURES,
  PLAN_TYPES,
  SPECIAL_FEATURES,
  VEHICLE_COUNTS,
  type CodeOption,
} from './codeTables';

/**
 * List filters: a plan matches when its value (or one of its values, for multi-valued facets) is among the codes
 * chosen. Different filters combine with AND.
 */
export const LIST_FILTER_KEYS = [
  'plan_type',
  'style',
  'no_of_vehicles',
  'garage_type',
  'garage_location',
  'bed_bath_options',
  'kitchen_dinning',
  'laundry_location',
  'additional_rooms',
  'outdoor_features',
  'foundation',
  'special_features',
  'exterior_walls',
  'collections',
  'lot_features',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export const LIST_FILTER_TABLES: Readonly<Record<ListFilterKey, readonly CodeOption[]>> = {
  plan_type: PLAN_TYPES,
  style: ARCHITECTURAL_STYLES,
  no_of_vehicles: VEHICLE_COUNTS,
  garage_type: GARAGE_TYPES,
  garage_location: GARAGE_LOCATIONS,
  bed_bath_options: BED_BATH_OPTIONS,
  kitchen_dinning: KITCHEN_DINING,
  laundry_location: LAUNDRY_LOCATIONS,
  additional_rooms: ADDITIONAL_ROOMS,
  outdoor_features: OUTDOOR_FEATURES,
  foundation: FOUNDATIONS,
  special_features: SPECIAL_FEATURES,
  exterior_walls: EXTERIOR_WALLS,
  collections: COLLECTIONS,
  lot_features: LOT_FEATURES,
};

/** Number filters; each is a non-negative whole number on the wire. */
export const NUMBER_FILTER_KEYS = [
  'min_sq_ft',
  'max_sq_ft',
  'bedrooms',
  'bathrooms',
  'min_footprint_width',
  'max_footprint_width',
  'min_footprint_depth',
  'max_footprint_depth',
  'min_footprint_height',
  'max_footprint_height',
  'floors',
  'sort_by',
  'pagination',
  'limit',
] as const;
export type NumberFilterKey = (typeof NUMBER_FILTER_KEYS)[number];

export const TEXT_FILTER_KEYS = ['keyword', 'plan_style_id'] as const;
export type TextFilterKey = (typeof TEXT_FILTER_KEYS)[number];

/**
 * The search filter object (catalogue spec §3), shared by the catalogue remote and the API.
 * - keyword: words, each found (ignoring case) in the plan's number, name, style or description; a leading '#'
 *   of a word is ignored (keywordSearch.ts).
 * - plan_style_id: the plan's style is this one (a style `_id`); `style` allows several.
 * - min/max_sq_ft and the footprint ranges (feet): inclusive bounds.
 * - bedrooms, bathrooms, floors: a code of BEDROOM_COUNTS, BATHROOM_COUNTS, FLOOR_COUNTS: exact count, except the
 *   top code, which means that many or more ('5+'). no_of_vehicles codes work the same way.
 * - sort_by: a code of SORT_OPTIONS; pagination: page index from 0; limit: page size.
 */
export type PlanFilters = { keyword?: string; plan_style_id?: string } & {
  [K in NumberFilterKey]?: number;
} & {
  [K in ListFilterKey]?: number[];
};

export type PlanFilterKey = keyof PlanFilters;

export const SORT_OPTIONS = Object.freeze([
  { code: 1, label: 'Most Popular' },
  { code: 2, label: 'Newest' },
  { code: 3, label: 'Price: Low to High' },
  { code: 4, label: 'Price: High to Low' },
  { code: 5, label: 'Sq Ft: Small to Large' },
  { code: 6, label: 'Sq Ft: Large to Small' },
  { code: 7, label: 'Recommended' },
] as const satisfies readonly CodeOption[]);

/** The search page's initial sort (spec: sort_by '7'). */
export const DEFAULT_SORT = 7;
/** Trending plans are the most popular (spec: sort_by '1'). */
export const TRENDING_SORT = 1;
/** Newest first, for the 'New Plans' carousel. */
export const NEWEST_SORT = 2;
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages than this are refused: nobody pages that far, and it bounds the work a query can ask for. */
export const MAX_PAGE_INDEX = 10_000;
/** Longest keyword accepted. */
export const MAX_KEYWORD_LENGTH = 100;
/** Largest value accepted for sizes and counts (sq ft, feet, counts). */
export const MAX_FILTER_NUMBER = 1_000_000;

export function isListFilterKey(key: string): key is ListFilterKey {
  return (LIST_FILTER_KEYS as readonly string[]).includes(key);
}

export function isNumberFilterKey(key: string): key is NumberFilterKey {
  return (NUMBER_FILTER_KEYS as readonly string[]).includes(key);
}

export function isTextFilterKey(key: string): key is TextFilterKey {
  return (TEXT_FILTER_KEYS as readonly string[]).includes(key);
}
