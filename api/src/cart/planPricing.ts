import { FOUNDATIONS, labelOf } from 'contracts/src/catalog/codeTables';
import {
  PLAN_ADD_ONS,
  PLAN_SETS,
  type PlanPurchaseOptions,
  type PricedChoice,
} from 'contracts/src/checkout/planOptions';
import type { PlanRow } from '../db/databaseSchema';

/** The plan columns that set its purchase prices. */
export type PricedPlan = Pick<PlanRow, 'id' | 'price_cents' | 'standard_foundation' | 'optional_foundation'>;

/** The store's price list. Printed sets add printing and shipping; CAD files are the editable drawings. */
const PRINTED_SETS_SURCHARGE_CENTS = 15_000;
const CAD_SURCHARGE_PERCENT = 50;
/** Redrawing a plan for its optional foundation. */
const OPTIONAL_FOUNDATION_CENTS = 29_500;
const ADD_ON_CENTS: Record<number, number> = {
  1: 4_495, // Cost-to-Build Report, $44.95 (second spec §9)
  2: 12_500,
};

/** Rounded to whole dollars, as the store prints its prices. */
function wholeDollars(cents: number): number {
  return Math.round(cents / 100) * 100;
}

function planSetPrice(plan: PricedPlan, code: number): number {
  switch (code) {
    case 2:
      return plan.price_cents + PRINTED_SETS_SURCHARGE_CENTS;
    case 3:
      return plan.price_cents + wholeDollars((plan.price_cents * CAD_SURCHARGE_PERCENT) / 100);
    default:
      return plan.price_cents;
  }
}

/** Every choice a plan is sold with and its price in cents: the one place prices are set. */
export function purchaseOptionsOf(plan: PricedPlan): PlanPurchaseOptions {
  const foundations: PricedChoice[] = [
    { code: plan.standard_foundation, label: labelOf(FOUNDATIONS, plan.standard_foundation), price: 0 },
  ];
  if (plan.optional_foundation !== null && plan.optional_foundation !== plan.standard_foundation) {
    foundations.push({
      code: plan.optional_foundation,
      label: labelOf(FOUNDATIONS, plan.optional_foundation),
      price: OPTIONAL_FOUNDATION_CENTS,
    });
  }
  return {
    property_id: String(plan.id),
    plan_sets: PLAN_SETS.map(({ code, label }) => ({ code, label, price: planSetPrice(plan, code) })),
    foundations,
    add_ons: PLAN_ADD_ONS.map(({ code, label }) => ({ code, label, price: ADD_ON_CENTS[code] ?? 0 })),
  };
}

export interface PricedSelection {
  planSet: PricedChoice;
  foundation: PricedChoice;
  addOns: PricedChoice[];
  total: number;
}

/** The shopper's codes priced, or the reason they cannot be bought with this plan. */
export function priceSelection(
  plan: PricedPlan,
  selection: { planSet: number; foundation: number; addOns: readonly number[] },
): { ok: true; priced: PricedSelection } | { ok: false; message: string } {
  const options = purchaseOptionsOf(plan);
  const planSet = options.plan_sets.find((choice) => choice.code === selection.planSet);
  if (!planSet) return { ok: false, message: 'Please choose a plan set this plan is sold as.' };
  const foundation = options.foundations.find((choice) => choice.code === selection.foundation);
  if (!foundation) return { ok: false, message: 'Please choose a foundation this plan is offered with.' };
  if (new Set(selection.addOns).size !== selection.addOns.length) {
    return { ok: false, message: 'Each option can be chosen once.' };
  }
  const addOns: PricedChoice[] = [];
  for (const code of selection.addOns) {
    const addOn = options.add_ons.find((choice) => choice.code === code);
    if (!addOn) return { ok: false, message: `Unknown option ${code}.` };
    addOns.push(addOn);
  }
  const total = planSet.price + foundation.price + addOns.reduce((sum, addOn) => sum + addOn.price, 0);
  return { ok: true, priced: { planSet, foundation, addOns, total } };
}
