import { FOUNDATIONS, labelOf } from 'contracts/src/catalog/codeTables';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { PLAN_ADD_ONS, PLAN_SETS } from 'contracts/src/checkout/planOptions';

/** What the plan page says about what a plan comes with: each item in one list only. */
export interface PlanInclusions {
  /** In the plan's price (its first plan set). */
  included: string[];
  /** Sold with the plan at a charge, in the Add To Cart box. */
  options: string[];
  /** Neither drawn nor sold (a site plan, permit fees...). */
  notIncluded: string[];
}

/** 'CAD Files', 'cad file ' and 'CAD files' are one item: case, spaces and a final plural 's' aside. */
function itemKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
}

/**
 * The plan's own lists (the API's `included` and `not_included`), set right against what it is sold with: an item
 * that is also a paid option of the plan is listed as an option only, never as included (the shopper would be
 * charged for what the page says is free) nor as not included (the page would say it cannot be had).
 *
 * The options are every plan's (contracts' PLAN_SETS after the first, the PDF set the price starts from, and
 * PLAN_ADD_ONS) and the plan's optional foundation when it has one, redrawn at a charge: the same as the API's
 * plan-options answer, which prices them.
 */
export function planInclusions(
  plan: Pick<PlanDetail, 'included' | 'not_included' | 'different_foundation' | 'optional_foundation'>,
): PlanInclusions {
  const options: { label: string; keys: string[] }[] = [
    ...PLAN_SETS.slice(1).map(({ label }) => ({ label, keys: [itemKey(label)] })),
    ...PLAN_ADD_ONS.map(({ label }) => ({ label, keys: [itemKey(label)] })),
  ];
  const optional = plan.optional_foundation;
  if (optional !== null && optional !== plan.different_foundation) {
    const foundation = `${labelOf(FOUNDATIONS, optional)} foundation`;
    options.push({ label: `${foundation} plan`, keys: [itemKey(foundation), itemKey(`${foundation} plan`)] });
  }
  const sold = new Set(options.flatMap((option) => option.keys));
  const notSold = (item: string) => !sold.has(itemKey(item));
  return {
    included: plan.included.filter(notSold),
    options: options.map((option) => option.label),
    notIncluded: plan.not_included.filter(notSold),
  };
}
