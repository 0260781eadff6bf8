import type { Kysely } from 'kysely';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import type { Database } from '../db/databaseSchema';
import { findPlanDetail } from '../catalog/catalogQueries';
import { findPlanDrawingFacts, type PlanDrawingFacts } from '../images/drawingFacts';
import { layOutFloor, type FloorLayout } from '../images/floorPlanDrawing';
import { badRequest } from '../errors/httpError';

/**
 * What a plan's documents are made from: the facts the drawings are generated from and the plan as its detail
 * page shows it (names of codes, lists, notes). Both are read from the same row, so they never disagree.
 */
export interface PlanDocumentSource {
  drawing: PlanDrawingFacts;
  detail: PlanDetail;
}

/** Plan `planId`'s document source, or null if there is no such plan. */
export async function loadPlanDocumentSource(db: Kysely<Database>, planId: number): Promise<PlanDocumentSource | null> {
  const [drawing, detail] = await Promise.all([findPlanDrawingFacts(db, planId), findPlanDetail(db, planId)]);
  return drawing && detail ? { drawing, detail } : null;
}

const positive = (value: number) => Number.isFinite(value) && value > 0;

/** Every floor of the plan laid out in feet; refuses a plan that cannot be drawn (no floors, no footprint). */
export function floorLayoutsOf({ drawing }: PlanDocumentSource): FloorLayout[] {
  if (!Number.isInteger(drawing.story) || drawing.story < 1) throw badRequest('The plan has no floors to draw.');
  if (!positive(drawing.footprint_width) || !positive(drawing.footprint_depth))
    throw badRequest('The plan has no footprint to draw.');
  return Array.from({ length: drawing.story }, (_, index) => {
    const layout = layOutFloor(drawing, index + 1);
    if (layout === null) throw badRequest(`The plan has no floor ${index + 1}.`);
    return layout;
  });
}
