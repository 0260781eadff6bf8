import { FOUNDATIONS, labelOf } from 'contracts/src/catalog/codeTables';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { PLAN_ADD_ONS, PLAN_SETS, type PricedChoice } from 'contracts/src/checkout/planOptions';
import type { Selectable } from 'kysely';
import { toPlanSummary, type PlanSummaryRow } from '../catalog/planMapping';
import type { CartEntriesTable } from '../db/databaseSchema';

/** A plan card's columns selected beside a cart entry, prefixed so they cannot clash with the entry's own. */
export const PLAN_COLUMNS_OF_ENTRY = [
  'plans.name as plan_name',
  'plans.main_images as plan_main_images',
  'plans.sq_ft as plan_sq_ft',
  'plans.beds as plan_beds',
  'plans.full_bathrooms as plan_full_bathrooms',
  'plans.half_bathrooms as plan_half_bathrooms',
  'plans.story as plan_story',
  'plans.cars as plan_cars',
  'plans.plan_number as plan_plan_number',
  'plans.price_cents as plan_price_cents',
] as const;

export type PrefixedPlanColumns = { [K in keyof PlanSummaryRow as `plan_${K}`]: PlanSummaryRow[K] };
export type CartEntryRow = Selectable<CartEntriesTable> & PrefixedPlanColumns;

export function planSummaryRowOf(row: PrefixedPlanColumns): PlanSummaryRow {
  return {
    id: row.plan_id,
    name: row.plan_name,
    main_images: row.plan_main_images,
    sq_ft: row.plan_sq_ft,
    beds: row.plan_beds,
    full_bathrooms: row.plan_full_bathrooms,
    half_bathrooms: row.plan_half_bathrooms,
    story: row.plan_story,
    cars: row.plan_cars,
    plan_number: row.plan_plan_number,
    price_cents: row.plan_price_cents,
  };
}

/** Only the plan's columns of a row that has others (a cart entry's, to go beside its order line's). */
export function planColumnsOf(row: PrefixedPlanColumns): PrefixedPlanColumns {
  return {
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    plan_main_images: row.plan_main_images,
    plan_sq_ft: row.plan_sq_ft,
    plan_beds: row.plan_beds,
    plan_full_bathrooms: row.plan_full_bathrooms,
    plan_half_bathrooms: row.plan_half_bathrooms,
    plan_story: row.plan_story,
    plan_cars: row.plan_cars,
    plan_plan_number: row.plan_plan_number,
    plan_price_cents: row.plan_price_cents,
  };
}

/** The columns of a cart entry (or an order line, which copies them) that say what was chosen, at what price. */
type ChoiceColumns = Pick<
  Selectable<CartEntriesTable>,
  'plan_set' | 'plan_set_cents' | 'foundation' | 'foundation_cents' | 'add_ons' | 'add_on_cents'
>;

/** The choices of an entry (or an order line) with the prices it was added at. */
export function choicesOf(row: ChoiceColumns): {
  plan_set: PricedChoice;
  foundation: PricedChoice;
  options: PricedChoice[];
} {
  return {
    plan_set: { code: row.plan_set, label: labelOf(PLAN_SETS, row.plan_set), price: row.plan_set_cents },
    foundation: { code: row.foundation, label: labelOf(FOUNDATIONS, row.foundation), price: row.foundation_cents },
    options: row.add_ons.map((code, index) => ({
      code,
      label: labelOf(PLAN_ADD_ONS, code),
      price: row.add_on_cents[index] ?? 0,
    })),
  };
}

export function toCartEntry(row: CartEntryRow): CartEntry {
  return {
    _id: String(row.id),
    name: row.plan_name,
    plan_number: row.plan_plan_number,
    property_id: toPlanSummary(planSummaryRowOf(row)),
    ...choicesOf(row),
    price: row.price_cents,
    created_at: new Date(row.created_at).toISOString(),
  };
}
