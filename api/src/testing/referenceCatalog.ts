import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { keywordTerms } from 'contracts/src/catalog/keywordSearch';
import {
  BATHROOM_COUNTS,
  BEDROOM_COUNTS,
  FLOOR_COUNTS,
  VEHICLE_COUNTS,
  countMatches,
} from 'contracts/src/catalog/codeTables';
import {
  DEFAULT_SORT,
  LIST_FILTER_KEYS,
  PAGE_SIZE,
  type ListFilterKey,
  type PlanFilters,
} from 'contracts/src/catalog/planFilters';
import { generatePlan, type NewPlan } from '../seed/generatePlan';
import { TEST_PLAN_COUNT } from './testDatabases';

/**
 * The seeded catalogue held in memory with a deliberately plain search over it: the reference the SQL search is
 * checked against.
 */
export const REFERENCE_PLANS: readonly NewPlan[] = Array.from({ length: TEST_PLAN_COUNT }, (_, index) =>
  generatePlan(index + 1),
);

const listValues: Record<ListFilterKey, (plan: NewPlan) => readonly number[]> = {
  plan_type: (plan) => [plan.plan_type],
  style: (plan) => [plan.style_id],
  no_of_vehicles: () => [],
  garage_type: (plan) => [plan.garage_type],
  garage_location: (plan) =>
    plan.garage_location === null || plan.garage_location === undefined ? [] : [plan.garage_location],
  bed_bath_options: (plan) => plan.bed_bath_options ?? [],
  kitchen_dinning: (plan) => plan.kitchen_dining ?? [],
  laundry_location: (plan) => plan.laundry_locations ?? [],
  additional_rooms: (plan) => plan.additional_rooms ?? [],
  outdoor_features: (plan) => plan.outdoor_features ?? [],
  foundation: (plan) => plan.foundations ?? [],
  special_features: (plan) => plan.special_features ?? [],
  exterior_walls: (plan) => plan.exterior_walls ?? [],
  collections: (plan) => plan.collections ?? [],
  lot_features: (plan) => plan.lot_features ?? [],
};

function inRange(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** What the keyword search reads of a plan: its number, name, style and description. */
function keywordTextOf(plan: NewPlan): string {
  const style = ARCHITECTURAL_STYLES.find((candidate) => candidate.code === plan.style_id)?.label ?? '';
  return `${plan.plan_number} ${plan.name} ${style} ${plan.description}`.toLowerCase();
}

export function referenceMatches(plan: NewPlan, filters: PlanFilters): boolean {
  const terms = keywordTerms(filters.keyword ?? '');
  if (terms.length > 0) {
    const text = keywordTextOf(plan);
    if (!terms.every((term) => text.includes(term))) return false;
  }
  if (filters.plan_style_id !== undefined && String(plan.style_id) !== filters.plan_style_id) return false;
  if (!inRange(plan.sq_ft, filters.min_sq_ft, filters.max_sq_ft)) return false;
  if (!inRange(plan.footprint_width, filters.min_footprint_width, filters.max_footprint_width)) return false;
  if (!inRange(plan.footprint_depth, filters.min_footprint_depth, filters.max_footprint_depth)) return false;
  if (!inRange(plan.footprint_height, filters.min_footprint_height, filters.max_footprint_height)) return false;
  if (filters.bedrooms !== undefined && !countMatches(BEDROOM_COUNTS, filters.bedrooms, plan.beds)) return false;
  if (filters.bathrooms !== undefined && !countMatches(BATHROOM_COUNTS, filters.bathrooms, plan.full_bathrooms))
    return false;
  if (filters.floors !== undefined && !countMatches(FLOOR_COUNTS, filters.floors, plan.story)) return false;
  if (filters.no_of_vehicles && !filters.no_of_vehicles.some((code) => countMatches(VEHICLE_COUNTS, code, plan.cars)))
    return false;
  for (const key of LIST_FILTER_KEYS) {
    const codes = filters[key];
    if (key === 'no_of_vehicles' || !codes) continue;
    if (!codes.some((code) => listValues[key](plan).includes(code))) return false;
  }
  return true;
}

const time = (plan: NewPlan) => new Date(plan.created_at ?? 0).getTime();
const byId = (a: NewPlan, b: NewPlan) => a.id - b.id;
const COMPARATORS: Record<number, (a: NewPlan, b: NewPlan) => number> = {
  1: (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || byId(a, b),
  2: (a, b) => time(b) - time(a) || byId(a, b),
  3: (a, b) => a.price_cents - b.price_cents || byId(a, b),
  4: (a, b) => b.price_cents - a.price_cents || byId(b, a),
  5: (a, b) => a.sq_ft - b.sq_ft || byId(a, b),
  6: (a, b) => b.sq_ft - a.sq_ft || byId(b, a),
  7: (a, b) => (b.recommended_score ?? 0) - (a.recommended_score ?? 0) || byId(a, b),
};

/** Ids of every plan matching, in the requested order. */
export function referenceSearch(filters: PlanFilters): number[] {
  const comparator = COMPARATORS[filters.sort_by ?? DEFAULT_SORT] ?? COMPARATORS[DEFAULT_SORT];
  return REFERENCE_PLANS.filter((plan) => referenceMatches(plan, filters))
    .sort(comparator)
    .map((plan) => plan.id);
}

/** Ids of one page, as the API should return it. */
export function referencePage(filters: PlanFilters): number[] {
  const limit = filters.limit ?? PAGE_SIZE;
  const page = filters.pagination ?? 0;
  return referenceSearch(filters).slice(page * limit, (page + 1) * limit);
}
