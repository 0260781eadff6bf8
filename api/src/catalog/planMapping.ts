import type { PlanDetail, PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { withoutPaidOptions } from 'contracts/src/checkout/planInclusions';
import { planElevationUrl, planFloorUrl, styleTileUrl } from 'contracts/src/catalog/planPictures';
import type { PlanRow, PlanStyleRow, PlanTextsRow } from '../db/databaseSchema';
import { currentPictureUrl } from '../images/pictureVersions';

/** The columns a plan card needs: lists read only these. */
export const SUMMARY_COLUMNS = [
  'id',
  'name',
  'main_images',
  'sq_ft',
  'beds',
  'full_bathrooms',
  'half_bathrooms',
  'story',
  'cars',
  'plan_number',
  'price_cents',
] as const;

export type PlanSummaryRow = Pick<PlanRow, (typeof SUMMARY_COLUMNS)[number]>;
export type PlanDetailRow = PlanRow & Omit<PlanTextsRow, 'plan_id'> & { style_name: string };

/** Baths as plan stores print them: 2 full and 1 half bath is 2.5. */
function bathCount(row: Pick<PlanRow, 'full_bathrooms' | 'half_bathrooms'>): number {
  return row.full_bathrooms + row.half_bathrooms / 2;
}

export function toPlanSummary(row: PlanSummaryRow): PlanSummary {
  return {
    _id: String(row.id),
    name: row.name,
    main_images: row.main_images.map((stored) => currentPictureUrl(stored, planElevationUrl(row.id))),
    sq_ft: row.sq_ft,
    beds: row.beds,
    baths: bathCount(row),
    story: row.story,
    cars: row.cars,
    plan_number: row.plan_number,
    price: row.price_cents,
    // Favourites arrive with accounts; until then nobody has liked anything.
    is_liked: false,
  };
}

export function toPlanDetail(row: PlanDetailRow): PlanDetail {
  // A database seeded before the generator left out what a plan is sold with still holds such items (there is no
  // migration): whatever is stored, a plan is answered never contradicting its own paid options.
  const foundations = { standardFoundation: row.standard_foundation, optionalFoundation: row.optional_foundation };
  return {
    ...toPlanSummary(row),
    description: row.description,
    full_bathrooms: row.full_bathrooms,
    half_bathrooms: row.half_bathrooms,
    no_of_vehicles: row.no_of_vehicles,
    floor_images: row.floor_images.map((stored, index) => currentPictureUrl(stored, planFloorUrl(row.id, index + 1))),
    plan_details: row.plan_details,
    included: withoutPaidOptions(foundations, row.included),
    not_included: withoutPaidOptions(foundations, row.not_included),
    total_heated_area: row.total_heated_area,
    first_floor: row.first_floor,
    second_floor: row.second_floor,
    porch_rear: row.porch_rear,
    porch_front: row.porch_front,
    different_foundation: row.standard_foundation,
    optional_foundation: row.optional_foundation,
    exterior_standard_type: row.exterior_standard_type,
    exterior_optional_type: row.exterior_optional_type,
    footprint_width: row.footprint_width,
    footprint_depth: row.footprint_depth,
    footprint_height: row.footprint_height,
    garage_type: row.garage_type,
    garage_location: row.garage_location,
    garage_sq_ft: row.garage_sq_ft,
    ceiling_first_floor: row.ceiling_first_floor,
    roof_primary_pitch: row.roof_primary_pitch,
    roof_secondary_pitch: row.roof_secondary_pitch,
    roof_framing_type: row.roof_framing_type,
    plan_style_id: { _id: String(row.style_id), name: row.style_name },
    initial_discount: row.initial_discount,
    plan_type: row.plan_type,
    bed_bath_options: row.bed_bath_options,
    kitchen_dinning: row.kitchen_dining,
    laundry_location: row.laundry_locations,
    additional_rooms: row.additional_rooms,
    outdoor_features: row.outdoor_features,
    foundation: row.foundations,
    special_features: row.special_features,
    exterior_walls: row.exterior_walls,
    collections: row.collections,
    lot_features: row.lot_features,
    created_at: row.created_at.toISOString(),
  };
}

export function toPlanStyle(row: PlanStyleRow): PlanStyle {
  return {
    _id: String(row.id),
    name: row.name,
    image: row.image && currentPictureUrl(row.image, styleTileUrl(row.id)),
  };
}
