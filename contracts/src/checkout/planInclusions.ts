import { FOUNDATIONS, labelOf } from '../catalog/codeTables';
import { PLAN_ADD_ONS, PLAN_SETS } from './planOptions';

/** What decides a plan's paid options besides the store-wide ones: its foundations (contracts' FOUNDATIONS codes). */
export interface PlanFoundations {
  standardFoundation: number;
  optionalFoundation: number | null;
}

/** One paid option and the spellings of it a plan's lists may use. */
interface PaidOption {
  label: string;
  keys: string[];
}

/** 'CAD Files', 'cad file ' and 'CAD files' are one item: case, spaces and a final plural 's' aside. */
function itemKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
}

function paidOptions(plan: PlanFoundations): PaidOption[] {
  const options: PaidOption[] = [
    // The first plan set (the PDF set) is what the plan's price buys: every other set costs more.
    ...PLAN_SETS.slice(1).map(({ label }) => ({ label, keys: [itemKey(label)] })),
    ...PLAN_ADD_ONS.map(({ label }) => ({ label, keys: [itemKey(label)] })),
  ];
  const optional = plan.optionalFoundation;
  if (optional !== null && optional !== plan.standardFoundation) {
    // Redrawn at a charge; the catalogue words it as a sheet ('Crawl foundation plan'), a shopper as a foundation.
    const foundation = `${labelOf(FOUNDATIONS, optional)} foundation`;
    options.push({ label: `${foundation} plan`, keys: [itemKey(foundation), itemKey(`${foundation} plan`)] });
  }
  return options;
}

/**
 * What a plan is sold with at a charge, as the plan page lists it under "Available as Options": the plan sets after
 * the PDF set, every add-on, and the plan's optional foundation when it has one. The same choices as the API's
 * plan-options answer, which prices them.
 */
export function paidOptionsOf(plan: PlanFoundations): string[] {
  return paidOptions(plan).map((option) => option.label);
}

/**
 * `items` (a plan's "What's Included" or "Not Included" list) without the plan's paid options: an item is either
 * included or sold, never both (the shopper would be charged for what the page says is free), and what is sold is
 * never "not included" (the page would say it cannot be had).
 */
export function withoutPaidOptions(plan: PlanFoundations, items: readonly string[]): string[] {
  const sold = new Set(paidOptions(plan).flatMap((option) => option.keys));
  return items.filter((item) => !sold.has(itemKey(item)));
}
