import type { CountFacetKey } from 'contracts/src/catalog/facets';
import type { ListFilterKey, NumberFilterKey } from 'contracts/src/catalog/planFilters';

/** The checkbox groups, in the panel's order, with their headings. */
export const CHECKBOX_GROUPS: ReadonlyArray<readonly [ListFilterKey, string]> = [
  ['plan_type', 'Plan Type'],
  ['no_of_vehicles', 'Garage Bays'],
  ['garage_type', 'Garage Type'],
  ['garage_location', 'Garage Location'],
  ['bed_bath_options', 'Bedroom & Bath'],
  ['kitchen_dinning', 'Kitchen & Dining'],
  ['laundry_location', 'Laundry'],
  ['additional_rooms', 'Additional Rooms'],
  ['outdoor_features', 'Outdoor Features'],
  ['foundation', 'Foundation'],
  ['special_features', 'Special Features'],
  ['exterior_walls', 'Exterior Walls'],
  ['collections', 'Collections'],
  ['lot_features', 'Lot Features'],
];

/** Single-choice count groups: a second click on the chosen option clears it. */
export const COUNT_GROUPS: ReadonlyArray<readonly [CountFacetKey, string]> = [
  ['bedrooms', 'Bedrooms'],
  ['bathrooms', 'Bathrooms'],
  ['floors', 'Floors'],
];

/** Min/max ranges as number inputs (square feet, feet). */
export const RANGE_GROUPS: ReadonlyArray<readonly [string, NumberFilterKey, NumberFilterKey]> = [
  ['Square Feet', 'min_sq_ft', 'max_sq_ft'],
  ['Footprint Width (ft)', 'min_footprint_width', 'max_footprint_width'],
  ['Footprint Depth (ft)', 'min_footprint_depth', 'max_footprint_depth'],
  ['Height (ft)', 'min_footprint_height', 'max_footprint_height'],
];
