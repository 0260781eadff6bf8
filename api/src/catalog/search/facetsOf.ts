import type { FacetCounts, FacetKey, PlanFacets } from 'contracts/src/catalog/facets';

/** Builds the facets object key by key, so the compiler checks that none is missing. */
export function facetsOf(countsFor: (facet: FacetKey) => FacetCounts): PlanFacets {
  return {
    plan_type: countsFor('plan_type'),
    style: countsFor('style'),
    no_of_vehicles: countsFor('no_of_vehicles'),
    garage_type: countsFor('garage_type'),
    garage_location: countsFor('garage_location'),
    bed_bath_options: countsFor('bed_bath_options'),
    kitchen_dinning: countsFor('kitchen_dinning'),
    laundry_location: countsFor('laundry_location'),
    additional_rooms: countsFor('additional_rooms'),
    outdoor_features: countsFor('outdoor_features'),
    foundation: countsFor('foundation'),
    special_features: countsFor('special_features'),
    exterior_walls: countsFor('exterior_walls'),
    collections: countsFor('collections'),
    lot_features: countsFor('lot_features'),
    bedrooms: countsFor('bedrooms'),
    bathrooms: countsFor('bathrooms'),
    floors: countsFor('floors'),
  };
}
