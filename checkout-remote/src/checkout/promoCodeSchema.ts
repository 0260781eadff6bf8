import * as yup from 'yup';
import { normaliseTypedPromoCode, TYPED_PROMO_CODE_PATTERN } from 'contracts/src/checkout/promoCodeRules';
import { ENTER_A_PROMO_CODE, PROMO_CODE_FORMAT } from './promoCodeMessages';

/** The typed code field: normalised as the server matches codes, then in the wire's form (contracts' pattern). */
export const promoCodeSchema = yup.object({
  code: yup
    .string()
    .defined()
    .transform((typed: string) => normaliseTypedPromoCode(typed))
    .required(ENTER_A_PROMO_CODE)
    .matches(new RegExp(TYPED_PROMO_CODE_PATTERN), PROMO_CODE_FORMAT),
});
export type PromoCodeValues = yup.InferType<typeof promoCodeSchema>;
