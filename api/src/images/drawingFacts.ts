import type { Kysely } from 'kysely';
import type { Database, PlanRow } from '../db/databaseSchema';

/** The columns the drawings are made from. */
const DRAWING_COLUMNS = [
  'id',
  'name',
  'plan_number',
  'plan_type',
  'style_id',
  'story',
  'units',
  'beds',
  'full_bathrooms',
  'half_bathrooms',
  'cars',
  'garage_type',
  'garage_location',
  'garage_sq_ft',
  'footprint_width',
  'footprint_depth',
  'footprint_height',
  'roof_primary_pitch',
  'porch_front',
  'porch_rear',
  'first_floor',
  'second_floor',
  'total_heated_area',
  'sq_ft',
  'standard_foundation',
  'kitchen_dining',
  'additional_rooms',
  'bed_bath_options',
  'laundry_locations',
  'outdoor_features',
  'special_features',
  'collections',
] as const;

export type PlanDrawingFacts = Pick<PlanRow, (typeof DRAWING_COLUMNS)[number]>;

export async function findPlanDrawingFacts(db: Kysely<Database>, planId: number): Promise<PlanDrawingFacts | null> {
  const row = await db.selectFrom('plans').select(DRAWING_COLUMNS).where('id', '=', planId).executeTakeFirst();
  return row ?? null;
}
