import { Type } from '@sinclair/typebox';
import { nothingSchema } from '../api/requestSchemas';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SOCIAL_PROVIDERS } from './authApi';
import { emailAddressSchema } from './emailAddressSchemas';
import { stringEnumSchema } from './stringEnumSchema';

/**
 * The schemas of signing in (paths are under /api/user/; see api/README.md). The API validates and serialises with
 * them (a field not in an answer's schema is never sent); `authApi.ts` derives the types from them for everyone
 * else. A one-time code never appears in an answer: it travels only by e-mail.
 */

/** A new password (sign-up, reset): the hashing cost bounds the upper length. */
export const newPasswordSchema = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** A password given at sign-in is only length-capped: an old short one must still get 'wrong password'. */
export const givenPasswordSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

/** The code from the e-mail: digits only. */
export const otpSchema = Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` });

/** POST login. */
export const passwordCredentialsSchema = Type.Object(
  { email: emailAddressSchema, password: givenPasswordSchema },
  { additionalProperties: false },
);

/** POST signup: the same fields as a sign-in, the password held to the new-password rule. */
export const signUpRequestSchema = Type.Object(
  { email: emailAddressSchema, password: newPasswordSchema },
  { additionalProperties: false },
);

/** The answer of every call that signs a shopper in: the session token, sent back in the `token` header. */
export const signInAnswerSchema = Type.Object({ token: Type.String() });

/** POST email-login, POST email-signup, POST forgot-password: the answer is the same whether the account exists. */
export const emailOnlyRequestSchema = Type.Object({ email: emailAddressSchema }, { additionalProperties: false });

/**
 * An address and the code mailed to it: POST reset-otp-verify, and PUT profile/email (a new address's confirmation
 * on My Account).
 */
export const emailAndCodeSchema = Type.Object(
  { email: emailAddressSchema, otp: otpSchema },
  { additionalProperties: false },
);

/**
 * A sign-in or sign-up code signs the shopper in; a password-reset code leads to the new-password form, where
 * the same code is sent again with the new password (it is used up only then).
 */
export const otpVerifyAnswerSchema = Type.Union([
  Type.Object({ next: Type.Literal('signed_in'), token: Type.String() }),
  Type.Object({ next: Type.Literal('set_password') }),
]);

/** POST set-password. */
export const setPasswordRequestSchema = Type.Object(
  { email: emailAddressSchema, otp: otpSchema, password: newPasswordSchema },
  { additionalProperties: false },
);

export const socialProviderSchema = stringEnumSchema(SOCIAL_PROVIDERS);

/** POST social-login: the identity provider's ID token (Google) or access token (Facebook). */
export const socialLoginRequestSchema = Type.Object(
  { social_token: Type.String({ minLength: 1, maxLength: 4096 }), social_type: socialProviderSchema },
  { additionalProperties: false },
);

/** POST logout, POST profile/email/confirmation: no body, `null` or `{}`; a body with fields is refused. */
export const noFieldsBodySchema = Type.Union([nothingSchema, Type.Null()]);
