import { ADDITIONAL_ROOMS, COLLECTIONS, GARAGE_TYPES, PLAN_TYPES } from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import type { PlanDrawingFacts } from './drawingFacts';

export type BuildingKind =
  'house' | 'multi-family' | 'garage' | 'garage-apartment' | 'carport' | 'shed' | 'pool-house' | 'studio';

const GARAGES = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
const MULTI_FAMILY = codeOf(PLAN_TYPES, 'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)');
const OTHER = codeOf(PLAN_TYPES, 'Other (sheds, pool houses, offices)');
const CARPORT = codeOf(GARAGE_TYPES, 'Carport');
const POOL_HOUSE = codeOf(COLLECTIONS, 'Pool House');
const SHED = codeOf(COLLECTIONS, 'Shed');
const HOME_OFFICE = codeOf(ADDITIONAL_ROOMS, 'Home Office');

/** What to draw, read back from the plan's facts. */
export function buildingKindOf(plan: PlanDrawingFacts): BuildingKind {
  if (plan.plan_type === MULTI_FAMILY) return 'multi-family';
  if (plan.plan_type === GARAGES) {
    if (plan.garage_type === CARPORT) return 'carport';
    return plan.beds > 0 ? 'garage-apartment' : 'garage';
  }
  if (plan.plan_type === OTHER) {
    if (plan.collections.includes(SHED)) return 'shed';
    if (plan.collections.includes(POOL_HOUSE)) return 'pool-house';
    if (plan.additional_rooms.includes(HOME_OFFICE)) return 'studio';
    return 'shed';
  }
  return 'house';
}

/** Rise per 12 of run, from '8:12'. */
export function pitchOf(plan: PlanDrawingFacts): number {
  const rise = Number.parseFloat(plan.roof_primary_pitch);
  return Number.isFinite(rise) ? rise : 6;
}

/** Which side an attached garage is drawn on, the same in the elevation and the floor plan. */
export function garageOnLeft(plan: PlanDrawingFacts): boolean {
  return plan.id % 2 === 0;
}
