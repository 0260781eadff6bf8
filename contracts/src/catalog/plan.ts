import { formatWholeNumber } from '../format/wholeNumber';

/** Money is integer cents everywhere, on the wire and in the database. */
export type Cents = number;

export interface PlanStyleRef {
  _id: string;
  name: string;
}

export interface PlanStyle {
  _id: string;
  name: string;
  /** Tile image URL; null shows the placeholder. */
  image: string | null;
}

/** A plan as read in lists and on cards (catalogue spec §3). */
export interface PlanSummary {
  _id: string;
  name: string;
  main_images: string[];
  sq_ft: number;
  beds: number;
  baths: number;
  story: number;
  cars: number;
  plan_number: string | null;
  price: Cents;
  is_liked: boolean;
}

/** A plan as read on the detail page (second spec §3), with the codes its facets carry. */
export interface PlanDetail extends PlanSummary {
  description: string;
  full_bathrooms: number;
  half_bathrooms: number;
  no_of_vehicles: number;
  floor_images: string[];
  plan_details: string[];
  included: string[];
  not_included: string[];
  total_heated_area: number;
  first_floor: number;
  second_floor: number | null;
  porch_rear: number | null;
  porch_front: number | null;
  /** Standard foundation: a FOUNDATIONS code. */
  different_foundation: number;
  /** Optional foundation: a FOUNDATIONS code. */
  optional_foundation: number | null;
  /** EXTERIOR_WALLS codes. */
  exterior_standard_type: number;
  exterior_optional_type: number | null;
  footprint_width: number;
  footprint_depth: number;
  footprint_height: number;
  /** A GARAGE_TYPES code. */
  garage_type: number;
  garage_location: number | null;
  garage_sq_ft: number | null;
  /** Feet. */
  ceiling_first_floor: number;
  roof_primary_pitch: string;
  roof_secondary_pitch: string | null;
  roof_framing_type: string;
  plan_style_id: PlanStyleRef;
  /** Percent off the list price already applied to `price`. */
  initial_discount: number;
  plan_type: number;
  bed_bath_options: number[];
  kitchen_dinning: number[];
  laundry_location: number[];
  additional_rooms: number[];
  outdoor_features: number[];
  foundation: number[];
  special_features: number[];
  exterior_walls: number[];
  collections: number[];
  lot_features: number[];
  created_at: string;
}

/** One page of a plan search. */
export interface PlanListPage {
  data: PlanSummary[];
  /** Plans matching the filters in all. */
  count: number;
  page: number;
  limit: number;
}

/** '$1,295' or '$1,295.50': whole dollars need no cents (no Intl: see formatWholeNumber). */
export function formatPrice(cents: Cents): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const dollars = formatWholeNumber(Math.trunc(Math.abs(whole) / 100));
  const rest = Math.abs(whole) % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}
