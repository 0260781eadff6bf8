/**
 * Sign-in wire formats, shared by account-remote and the API (paths are under /api/user/; see api/README.md).
 * A one-time code never appears in an answer: it travels only by e-mail.
 */

/** POST login, POST signup. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/** The answer of every call that signs a shopper in: the session token, sent back in the `token` header. */
export interface SignInAnswer {
  token: string;
}

/** POST email-login, POST email-signup, POST forgot-password: the answer is the same whether the account exists. */
export interface EmailOnlyRequest {
  email: string;
}

/** POST reset-otp-verify. */
export interface OtpVerifyRequest {
  email: string;
  otp: string;
}

/**
 * A sign-in or sign-up code signs the shopper in; a password-reset code leads to the new-password form, where
 * the same code is sent again with the new password (it is used up only then).
 */
export type OtpVerifyAnswer = { next: 'signed_in'; token: string } | { next: 'set_password' };

/** POST set-password. */
export interface SetPasswordRequest {
  email: string;
  otp: string;
  password: string;
}

export type SocialProvider = 'GOOGLE' | 'FACEBOOK';

/** POST social-login: the identity provider's ID token (Google) or access token (Facebook). */
export interface SocialLoginRequest {
  social_token: string;
  social_type: SocialProvider;
}

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
