/**
 * Sign-in wire formats, shared by account-remote and the API (paths are under /api/user/; see api/README.md).
 * A one-time code never appears in an answer: it travels only by e-mail. The wire shapes are declared once, as
 * schemas, in authSchemas.ts; the types here are derived from them.
 */
import type { Static } from '@sinclair/typebox';
import type {
  emailAndCodeSchema,
  emailOnlyRequestSchema,
  otpVerifyAnswerSchema,
  passwordCredentialsSchema,
  setPasswordRequestSchema,
  signInAnswerSchema,
  socialLoginRequestSchema,
} from './authSchemas';

/** POST login, POST signup. */
export type PasswordCredentials = Static<typeof passwordCredentialsSchema>;

/** The answer of every call that signs a shopper in: the session token, sent back in the `token` header. */
export type SignInAnswer = Static<typeof signInAnswerSchema>;

/** POST email-login, POST email-signup, POST forgot-password: the answer is the same whether the account exists. */
export type EmailOnlyRequest = Static<typeof emailOnlyRequestSchema>;

/** POST reset-otp-verify. */
export type OtpVerifyRequest = Static<typeof emailAndCodeSchema>;

/**
 * A sign-in or sign-up code signs the shopper in; a password-reset code leads to the new-password form, where
 * the same code is sent again with the new password (it is used up only then).
 */
export type OtpVerifyAnswer = Static<typeof otpVerifyAnswerSchema>;

/** POST set-password. */
export type SetPasswordRequest = Static<typeof setPasswordRequestSchema>;

/** The identity providers a shopper can sign in with. */
export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** POST social-login: the identity provider's ID token (Google) or access token (Facebook). */
export type SocialLoginRequest = Static<typeof socialLoginRequestSchema>;

/** One-time codes: 6 digits, valid 10 minutes, 5 tries. */
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

/** Accepted password lengths (the hashing cost bounds the upper one). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Texts the client compares with or shows as they come (the spec's, where it has one). */
export const AUTH_MESSAGES = {
  wrongOtp: 'Wrong otp',
  passwordReset: 'Password reset successfully, Please login to continue',
  codeSent: 'If this email can be used, a 6-digit code is on its way. It is valid for 10 minutes.',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
  signedUp: 'Registered successfully! We sent a code to your e-mail address: enter it to confirm the address is yours.',
} as const;
