import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { labelOf } from 'contracts/src/catalog/codeTables';
import { toPlanDetail, type PlanDetailRow } from '../catalog/planMapping';
import type { PlanDrawingFacts } from '../images/drawingFacts';
import { generatePlan, type NewPlan } from '../seed/generatePlan';
import type { PlanDocumentSource } from './planDocumentSource';

/** Plan `id` of the seeded catalogue as the database holds it after seeding, made in memory. */
export function seededPlanRow(id: number): PlanDetailRow {
  const plan: NewPlan = generatePlan(id);
  return {
    ...plan,
    second_floor: plan.second_floor ?? null,
    porch_front: plan.porch_front ?? null,
    porch_rear: plan.porch_rear ?? null,
    optional_foundation: plan.optional_foundation ?? null,
    exterior_optional_type: plan.exterior_optional_type ?? null,
    garage_location: plan.garage_location ?? null,
    garage_sq_ft: plan.garage_sq_ft ?? null,
    roof_secondary_pitch: plan.roof_secondary_pitch ?? null,
    created_at: new Date(plan.created_at ?? 0),
    search_text: `${plan.plan_number} ${plan.name}`.toLowerCase(),
    style_name: labelOf(ARCHITECTURAL_STYLES, plan.style_id),
  };
}

/**
 * Plan `id` of the seeded catalogue as its documents' source, made in memory: the same plan the database holds
 * after seeding (the loader's test checks that), without opening one.
 */
export function seededPlanSource(id: number): PlanDocumentSource {
  const row = seededPlanRow(id);
  const drawing: PlanDrawingFacts = row;
  return { drawing, detail: toPlanDetail(row) };
}

/** The first seeded plan that passes `test`: a two-storey one, one with a garage... */
export function seededPlanWith(test: (plan: NewPlan) => boolean): PlanDocumentSource {
  for (let id = 1; id <= 2_000; id += 1) {
    if (test(generatePlan(id))) return seededPlanSource(id);
  }
  throw new Error('No seeded plan passes the test.');
}
