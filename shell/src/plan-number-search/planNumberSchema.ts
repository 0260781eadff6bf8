import * as yup from 'yup';

export const PLAN_NUMBER_MISSING_MESSAGE = 'Enter a plan number to search.';

/** Anything but blank: the number is sent as typed (catalogue spec §5), so nothing is trimmed off. */
export const planNumberSchema = yup.object({
  plan_number: yup.string().defined().matches(/\S/, PLAN_NUMBER_MISSING_MESSAGE),
});
export type PlanNumberValues = yup.InferType<typeof planNumberSchema>;
