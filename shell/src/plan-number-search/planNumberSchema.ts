import * as yup from 'yup';
import { PLAN_NUMBER_MAX_LENGTH, PLAN_NUMBER_TOO_LONG_MESSAGE } from 'contracts/src/catalog/planNumberRules';

export const PLAN_NUMBER_MISSING_MESSAGE = 'Enter a plan number to search.';

/** Anything but blank, within the API's length: the number is sent as typed (catalogue spec §5), nothing trimmed off. */
export const planNumberSchema = yup.object({
  plan_number: yup
    .string()
    .defined()
    .matches(/\S/, PLAN_NUMBER_MISSING_MESSAGE)
    .max(PLAN_NUMBER_MAX_LENGTH, PLAN_NUMBER_TOO_LONG_MESSAGE),
});
export type PlanNumberValues = yup.InferType<typeof planNumberSchema>;
