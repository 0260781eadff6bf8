import type { Insertable } from 'kysely';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { VEHICLE_COUNTS } from 'contracts/src/catalog/codeTables';
import type { PlanTextsTable, PlansTable } from '../db/databaseSchema';
import { planElevationUrl, planFloorUrl } from 'contracts/src/catalog/planPictures';
import { drawPlanFeatures } from './planFeatures';
import { drawMerchandising } from './planMerchandising';
import { drawPlanShape, STAND_ALONE_GARAGE } from './planShape';
import { writePlanTexts } from './planTexts';
import { SeededRandom, seedFor } from './seededRandom';

/** A plan as generated: its `plans` row and its `plan_texts` row in one object. */
export type NewPlan = Insertable<PlansTable> & Omit<Insertable<PlanTextsTable>, 'plan_id'> & { id: number };

/** Changing this changes every plan of the catalogue: keep it fixed. */
export const CATALOG_SEED = 20_250_601;

/** Popular styles appear more often, every style appears. */
const STYLE_WEIGHTS: ReadonlyArray<readonly [number, number]> = ARCHITECTURAL_STYLES.map((style) => [
  style.code,
  style.code <= 10 ? 4 : style.code <= 24 ? 2 : 1,
]);
/** Styles a stand-alone garage is usually drawn to match. */
const GARAGE_STYLE_LABELS = [
  'Craftsman',
  'Farmhouse',
  'Modern Farmhouse',
  'Traditional',
  'Carriage',
  'Country',
  'Barndominium',
  'Contemporary',
  'Modern',
  'Cottage',
  'Colonial',
  'Rustic',
  'Mountain',
];
const GARAGE_STYLE_WEIGHTS: ReadonlyArray<readonly [number, number]> = ARCHITECTURAL_STYLES.map((style) => [
  style.code,
  GARAGE_STYLE_LABELS.includes(style.label) ? 6 : 1,
]);

/** Designer codes that end each plan number, as plan marketplaces show them. */
const DESIGNER_CODES = [
  'AB',
  'BK',
  'CH',
  'DL',
  'EM',
  'FR',
  'GH',
  'HT',
  'JW',
  'KS',
  'LM',
  'MP',
  'NR',
  'PD',
  'RC',
  'SW',
  'TV',
  'WB',
];

/** Plan numbers: a five-digit number that is unique per plan id (a bijection below 90,000) plus a designer code. */
function planNumber(id: number, random: SeededRandom): string {
  const digits = 10_000 + ((id * 7_919) % 90_000);
  return `${digits}${random.pick(DESIGNER_CODES)}`;
}

/**
 * Plan `id` of the deterministic catalogue. Each plan draws from its own random stream, so plan 42 is the same
 * whether the catalogue has 300 plans or 10,000.
 */
export function generatePlan(id: number): NewPlan {
  const random = new SeededRandom(seedFor(CATALOG_SEED, id));
  const shape = drawPlanShape(random);
  const styleId = random.weighted(shape.planType === STAND_ALONE_GARAGE ? GARAGE_STYLE_WEIGHTS : STYLE_WEIGHTS);
  const features = drawPlanFeatures(random, shape, styleId);
  const sale = drawMerchandising(random, shape, features, styleId);
  const texts = writePlanTexts(random, shape, features, styleId);
  const topVehicleCode = VEHICLE_COUNTS[VEHICLE_COUNTS.length - 1]?.code ?? 5;
  return {
    id,
    plan_number: planNumber(id, random),
    name: texts.name,
    description: texts.description,
    plan_type: shape.planType,
    style_id: styleId,
    price_cents: sale.priceCents,
    initial_discount: sale.initialDiscount,
    sq_ft: shape.sqFt,
    units: shape.units,
    beds: shape.beds,
    full_bathrooms: shape.fullBaths,
    half_bathrooms: shape.halfBaths,
    story: shape.story,
    cars: shape.cars,
    no_of_vehicles: Math.min(shape.cars, topVehicleCode),
    total_heated_area: shape.heatedArea,
    first_floor: shape.firstFloor,
    second_floor: shape.secondFloor,
    porch_front: features.porchFront,
    porch_rear: features.porchRear,
    standard_foundation: features.standardFoundation,
    optional_foundation: features.optionalFoundation,
    exterior_standard_type: features.exteriorStandard,
    exterior_optional_type: features.exteriorOptional,
    footprint_width: shape.width,
    footprint_depth: shape.depth,
    footprint_height: shape.height,
    garage_type: shape.garageType,
    garage_location: shape.garageLocation,
    garage_sq_ft: shape.garageSqFt,
    ceiling_first_floor: features.ceilingFirstFloor,
    roof_primary_pitch: features.roofPrimaryPitch,
    roof_secondary_pitch: features.roofSecondaryPitch,
    roof_framing_type: features.roofFramingType,
    main_images: [planElevationUrl(id)],
    floor_images: Array.from({ length: shape.story }, (_, index) => planFloorUrl(id, index + 1)),
    plan_details: texts.planDetails,
    included: texts.included,
    not_included: texts.notIncluded,
    bed_bath_options: features.bedBathOptions,
    kitchen_dining: features.kitchenDining,
    laundry_locations: features.laundryLocations,
    additional_rooms: features.additionalRooms,
    outdoor_features: features.outdoorFeatures,
    foundations: [
      features.standardFoundation,
      ...(features.optionalFoundation === null ? [] : [features.optionalFoundation]),
    ].sort((a, b) => a - b),
    special_features: features.specialFeatures,
    exterior_walls: [
      features.exteriorStandard,
      ...(features.exteriorOptional === null ? [] : [features.exteriorOptional]),
    ].sort((a, b) => a - b),
    collections: sale.collections,
    lot_features: features.lotFeatures,
    popularity: sale.popularity,
    recommended_score: sale.recommendedScore,
    created_at: sale.createdAt,
  };
}
