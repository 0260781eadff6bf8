import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts/src/account/authApi';
import { EMAIL_MAX_LENGTH } from 'contracts/src/account/emailAddress';

/** RFC 5321's length limit (contracts); the format check is ajv's, the spelling check is the mailbox's. */
export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
export const passwordSchema = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
/** A password given at sign-in is only length-capped: an old short one must still get 'wrong password'. */
export const givenPasswordSchema = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
export const otpSchema = { type: 'string', pattern: '^[0-9]{6}$' } as const;

/** An address and the code mailed to it: /verifyOtp's check, and a new address's confirmation on My Account. */
export const emailAndCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'otp'],
  properties: { email: emailSchema, otp: otpSchema },
} as const;

export const credentialsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email: emailSchema, password: givenPasswordSchema },
} as const;

export const signInAnswerSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string' } },
} as const;

export const emptyBodySchema = { type: 'object', additionalProperties: false, properties: {} } as const;
