import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { centsSchema } from '../catalog/planSchemas';

/**
 * The schemas of a plan's purchase options. The API validates and serialises with them (a field not in an answer's
 * schema is never sent); `planOptions.ts` derives the types from them for everyone else.
 */

/** One choice with what it adds to the order; `price` is integer cents set by the server. */
export const pricedChoiceSchema = Type.Object({ code: Type.Integer(), label: Type.String(), price: centsSchema });

/** GET plan-options: the plan asked about. */
export const planOptionsQuerySchema = Type.Object({ property_id: wireIdSchema }, { additionalProperties: false });

/**
 * GET plan-options?property_id=: what a plan can be bought with and what each choice costs.
 * Plan sets are priced in full (the plan's price is included); foundations and add-ons are extras, 0 when free.
 * Foundation codes are contracts' FOUNDATIONS codes: the plan's standard one free, its optional one at a charge.
 */
export const planPurchaseOptionsSchema = Type.Object({
  property_id: Type.String(),
  plan_sets: Type.Array(pricedChoiceSchema),
  foundations: Type.Array(pricedChoiceSchema),
  add_ons: Type.Array(pricedChoiceSchema),
});
