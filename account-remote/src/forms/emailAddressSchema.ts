import * as yup from 'yup';
import { isEmailAddress } from 'contracts/src/account/emailAddress';

/**
 * An e-mail address checked by the same rule as every other form of the store (contracts' isEmailAddress). An empty
 * one passes here: whether it is required is each form's own rule.
 */
export const emailAddressSchema = (invalidMessage: string) =>
  yup
    .string()
    .trim()
    .test('email', invalidMessage, (value) => !value || isEmailAddress(value));
