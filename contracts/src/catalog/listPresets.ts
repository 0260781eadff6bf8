import {
  COLLECTIONS,
  GARAGE_TYPES,
  PLAN_TYPES,
  SPECIAL_FEATURES,
  VEHICLE_COUNTS,
  BEDROOM_COUNTS,
  type CodeOption,
} from './codeTables';
import type { PlanFilters } from './planFilters';

export interface PlanListPreset {
  /** The route, exactly as linked (case matters: /propertyList and /propertylist are both routes). */
  readonly path: string;
  /** The list's heading; the preset must show what it says. */
  readonly title: string;
  /** Filters applied before the shopper's own; empty for the unfiltered lists. */
  readonly filters: Readonly<PlanFilters>;
  /** Another spelling of the same list: the path search engines are given for it. */
  readonly canonicalPath?: string;
}

/** Looks a code up by label so that a preset reads as its title does and breaks loudly if a label changes. */
function codeOf(table: readonly CodeOption[], label: string): number {
  const option = table.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`No code labelled '${label}'`);
  return option.code;
}

const GARAGES = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
const MULTI_FAMILY = codeOf(PLAN_TYPES, 'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)');

function carGarages(vehicles: string): PlanFilters {
  return { plan_type: [GARAGES], no_of_vehicles: [codeOf(VEHICLE_COUNTS, vehicles)] };
}

/** Every prefiltered plan list of catalogue spec §2, defined once. */
export const PLAN_LIST_PRESETS: readonly PlanListPreset[] = Object.freeze([
  { path: '/propertyList', title: 'House Plans', filters: {} },
  { path: '/propertylist', title: 'House Plans', filters: {}, canonicalPath: '/propertyList' },
  { path: '/home-search', title: 'Search Results', filters: {}, canonicalPath: '/propertyList' },
  { path: '/home-filtered', title: 'Filtered Plans', filters: {}, canonicalPath: '/propertyList' },
  { path: '/multi-family', title: 'Multi-Family House Plans', filters: { plan_type: [MULTI_FAMILY] } },
  {
    path: '/garage-apartments',
    title: 'Garage Apartments',
    // A garage apartment is a stand-alone garage with living quarters: an accessory dwelling unit.
    filters: { plan_type: [GARAGES], collections: [codeOf(COLLECTIONS, 'ADU')] },
  },
  {
    path: '/garage-plans-with-1-bedroom',
    title: 'Garage Plans with 1 Bedroom',
    filters: { plan_type: [GARAGES], bedrooms: codeOf(BEDROOM_COUNTS, '1') },
  },
  {
    path: '/garage-plans-with-2-bedrooms',
    title: 'Garage Plans with 2 Bedrooms',
    filters: { plan_type: [GARAGES], bedrooms: codeOf(BEDROOM_COUNTS, '2') },
  },
  {
    path: '/detached-garage-plans',
    title: 'Detached Garage Plans',
    filters: { plan_type: [GARAGES], garage_type: [codeOf(GARAGE_TYPES, 'Detached')] },
  },
  // The Garages menu's lists show garage plans: a house with an RV garage, a workshop or a carport is not one.
  {
    path: '/rv-garage-plans',
    title: 'RV Garage Plans',
    filters: { plan_type: [GARAGES], garage_type: [codeOf(GARAGE_TYPES, 'RV Garage')] },
  },
  {
    path: '/garage-plans-with-workshop',
    title: 'Garage Plans with Workshop',
    filters: { plan_type: [GARAGES], special_features: [codeOf(SPECIAL_FEATURES, 'Workshop')] },
  },
  {
    path: '/carports',
    title: 'Carports',
    filters: { plan_type: [GARAGES], garage_type: [codeOf(GARAGE_TYPES, 'Carport')] },
  },
  { path: '/1-car-garage-plans', title: '1 Car Garage Plans', filters: carGarages('1') },
  { path: '/2-car-garage-plans', title: '2 Car Garage Plans', filters: carGarages('2') },
  { path: '/3-car-garage-plans', title: '3 Car Garage Plans', filters: carGarages('3') },
]);

export function presetForPath(path: string): PlanListPreset | undefined {
  return PLAN_LIST_PRESETS.find((preset) => preset.path === path);
}
