import * as yup from 'yup';
import type { TestCardPaymentRequest } from 'contracts/src/checkout/payment';

export const CARD_NUMBER_MISSING = 'Please enter the card number.';
export const EXPIRY_FORMAT = 'Please enter the expiry date as MM/YY.';
export const CVC_FORMAT = 'Please enter the 3 or 4 digit CVC.';

/**
 * The test card form's own checks, before anything is sent: the card is there, the expiry looks like MM/YY and the
 * CVC has 3 or 4 digits. The server checks the expiry's month and date and decides about the card.
 */
export const testCardSchema: yup.ObjectSchema<Omit<TestCardPaymentRequest, 'intent_id'>> = yup.object({
  card_number: yup.string().trim().required(CARD_NUMBER_MISSING),
  expiry: yup
    .string()
    .trim()
    .defined()
    .matches(/^\d{2}\s*\/\s*\d{2}$/, EXPIRY_FORMAT),
  cvc: yup
    .string()
    .trim()
    .defined()
    .matches(/^\d{3,4}$/, CVC_FORMAT),
});
