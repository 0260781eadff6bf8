import * as yup from 'yup';
import type { AddToCartRequest } from 'contracts/src/checkout/cart';
import type { PlanPurchaseOptions, PricedChoice } from 'contracts/src/checkout/planOptions';

export const CHOOSE_A_PLAN_SET = 'Please choose a plan set.';
export const CHOOSE_A_FOUNDATION = 'Please choose a foundation.';

/**
 * The choices as the form holds them: radios and checkboxes give their values as text, so the codes stay text here
 * (react-hook-form checks a radio whose value equals the field's) and become numbers in `toAddToCartRequest`.
 */
export interface AddToCartValues {
  plan_set: string;
  foundation: string;
  options: string[];
}

const codesOf = (choices: readonly PricedChoice[]) => choices.map((choice) => String(choice.code));

/** A plan's choices: one of its plan sets, one of its foundations and any of its add-ons, each at most once. */
export function addToCartSchema(offered: PlanPurchaseOptions): yup.ObjectSchema<AddToCartValues> {
  return yup.object({
    plan_set: yup.string().required(CHOOSE_A_PLAN_SET).oneOf(codesOf(offered.plan_sets), CHOOSE_A_PLAN_SET),
    foundation: yup.string().required(CHOOSE_A_FOUNDATION).oneOf(codesOf(offered.foundations), CHOOSE_A_FOUNDATION),
    options: yup.array(yup.string().required().oneOf(codesOf(offered.add_ons))).required(),
  });
}

/** The plan's first plan set and foundation, no add-ons: what the form starts from. */
export function initialChoice(offered: PlanPurchaseOptions): AddToCartValues {
  return {
    plan_set: codesOf(offered.plan_sets)[0] ?? '',
    foundation: codesOf(offered.foundations)[0] ?? '',
    options: [],
  };
}

/** The checked choices with the server's prices: what the total preview adds up. */
export function chosenPrices(offered: PlanPurchaseOptions, values: Partial<AddToCartValues>): number {
  const picked = (choices: readonly PricedChoice[], codes: readonly (string | undefined)[]) =>
    choices.filter((choice) => codes.includes(String(choice.code)));
  return [
    ...picked(offered.plan_sets, [values.plan_set]),
    ...picked(offered.foundations, [values.foundation]),
    ...picked(offered.add_ons, values.options ?? []),
  ].reduce((sum, choice) => sum + choice.price, 0);
}

/** POST cart's body for a validated choice. */
export function toAddToCartRequest(planId: string, values: AddToCartValues): AddToCartRequest {
  return {
    property_id: planId,
    plan_set: Number(values.plan_set),
    foundation: Number(values.foundation),
    options: values.options.map(Number),
  };
}
