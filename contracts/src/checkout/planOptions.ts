import type { Static } from '@sinclair/typebox';
import type { CodeOption } from '../catalog/codeTables';
import type { planPurchaseOptionsSchema, pricedChoiceSchema } from './planOptionSchemas';

/** What is delivered for a plan: the shopper picks one set. Prices are the server's, per plan. */
export const PLAN_SETS = Object.freeze([
  { code: 1, label: 'PDF Set' },
  { code: 2, label: 'Five Printed Sets' },
  { code: 3, label: 'CAD Files' },
] as const satisfies readonly CodeOption[]);
export type PlanSetCode = (typeof PLAN_SETS)[number]['code'];

/** Extras bought with a plan (second spec §9: the Cost-to-Build Report is $44.95). */
export const PLAN_ADD_ONS = Object.freeze([
  { code: 1, label: 'Cost-to-Build Report' },
  { code: 2, label: 'Materials List' },
] as const satisfies readonly CodeOption[]);
export type PlanAddOnCode = (typeof PLAN_ADD_ONS)[number]['code'];

/** One choice with what it adds to the order; `price` is integer cents set by the server. */
export type PricedChoice = Static<typeof pricedChoiceSchema>;

/**
 * GET plan-options?property_id=: what a plan can be bought with and what each choice costs.
 * Plan sets are priced in full (the plan's price is included); foundations and add-ons are extras, 0 when free.
 * Foundation codes are contracts' FOUNDATIONS codes: the plan's standard one free, its optional one at a charge.
 */
export type PlanPurchaseOptions = Static<typeof planPurchaseOptionsSchema>;
