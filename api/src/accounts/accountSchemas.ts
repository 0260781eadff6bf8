import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts/src/account/authApi';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH } from 'contracts/src/account/emailAddress';

/**
 * The store's one address rule (contracts), which the account forms check too: ajv's own 'email' format took
 * 'ana@example.c', which the forms refuse. RFC 5321's length limit; the spelling check is the mailbox's.
 */
export const emailSchema = {
  type: 'string',
  pattern: EMAIL_ADDRESS_PATTERN,
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
} as const;
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
