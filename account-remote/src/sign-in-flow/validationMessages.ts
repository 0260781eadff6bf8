import * as yup from 'yup';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts/src/account/authApi';
import { emailAddressSchema } from '../forms/emailAddressSchema';

/** The texts of catalogue spec §5, word for word. */
export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  otpRequired: 'OTP is required',
  loginInvalidEmail: 'Please enter a valid email',
  fieldRequired: 'This field is required',
  passwordTooShort: 'Password must be at least 8 characters',
  newPasswordRequired: 'New Password is required',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm Password is required',
} as const;

export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** E-mail login, e-mail sign-up and reset password share these rules and messages. */
export const emailFieldSchema = emailAddressSchema(MESSAGES.invalidEmail).required(MESSAGES.emailRequired);

/** Characters as the API's JSON schema counts them: an emoji is one, not its two UTF-16 units. */
const characterCount = (text: string) => Array.from(text).length;

/** A password the shopper chooses (sign-up, a reset): the API's length rules; each screen says 'missing' its way. */
export const passwordSchema = (requiredMessage: string) =>
  yup
    .string()
    .required(requiredMessage)
    .test('min', MESSAGES.passwordTooShort, (value) => characterCount(value) >= PASSWORD_MIN_LENGTH)
    .test('max', PASSWORD_TOO_LONG, (value) => characterCount(value) <= PASSWORD_MAX_LENGTH);

export const newPasswordSchema = passwordSchema(MESSAGES.newPasswordRequired);

export const OTP_FORMAT_MESSAGE = `The code has ${OTP_LENGTH} digits`;

/** A code from an e-mail, as typed: the digits the API accepts, with spaces around forgiven. */
export const otpFieldSchema = yup
  .string()
  .trim()
  .required(MESSAGES.otpRequired)
  .matches(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), OTP_FORMAT_MESSAGE);
