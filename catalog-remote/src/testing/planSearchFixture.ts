import { FACET_KEYS, FACET_TABLES, type PlanFacets, type PlanSearchPage } from 'contracts/src/catalog/facets';
import type { PlanSummary } from 'contracts/src/catalog/plan';

/** A plan as lists return it, for tests. */
export function planSummaryFixture(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    _id: '7',
    name: 'The Cedar Cottage',
    main_images: ['/api/user/images/plans/7/elevation.svg'],
    sq_ft: 1450,
    beds: 3,
    baths: 2.5,
    story: 1,
    cars: 2,
    plan_number: 'HP-10007',
    price: 99_500,
    is_liked: false,
    ...overrides,
  };
}

/** Facet counts where option N of every facet counts N * 10, so a test can tell them apart. */
export function facetsFixture(): PlanFacets {
  const entries = FACET_KEYS.map((facet) => [
    facet,
    Object.fromEntries(FACET_TABLES[facet].map((o) => [o.code, o.code * 10])),
  ]);
  const facets: Record<string, Record<number, number>> = Object.fromEntries(entries);
  return {
    plan_type: facets.plan_type ?? {},
    style: facets.style ?? {},
    no_of_vehicles: facets.no_of_vehicles ?? {},
    garage_type: facets.garage_type ?? {},
    garage_location: facets.garage_location ?? {},
    bed_bath_options: facets.bed_bath_options ?? {},
    kitchen_dinning: facets.kitchen_dinning ?? {},
    laundry_location: facets.laundry_location ?? {},
    additional_rooms: facets.additional_rooms ?? {},
    outdoor_features: facets.outdoor_features ?? {},
    foundation: facets.foundation ?? {},
    special_features: facets.special_features ?? {},
    exterior_walls: facets.exterior_walls ?? {},
    collections: facets.collections ?? {},
    lot_features: facets.lot_features ?? {},
    bedrooms: facets.bedrooms ?? {},
    bathrooms: facets.bathrooms ?? {},
    floors: facets.floors ?? {},
  };
}

export function searchPageFixture(overrides: Partial<PlanSearchPage> = {}): PlanSearchPage {
  return { data: [planSummaryFixture()], count: 1, page: 0, limit: 10, facets: facetsFixture(), ...overrides };
}
