import type { Static } from '@sinclair/typebox';
import type { emailAndCodeSchema } from './authSchemas';
import type { photoUploadAnswerSchema, profileUpdateSchema, userProfileSchema } from './profileSchemas';

/**
 * My Account's profile. The wire shapes are declared once, as schemas, in profileSchemas.ts; the types here are
 * derived from them.
 */

/**
 * GET profile: the signed-in shopper. `profile_pic` is a URL under /api/user/, or null without a photo;
 * `email_confirmed` says whether the address has been proven to be the shopper's (a password sign-up is not, until
 * its code is entered).
 */
export type UserProfile = Static<typeof userProfileSchema>;

/**
 * PUT profile. A new `email` is not taken at once: a code goes to the new address (or, if another account has it,
 * a notice says so, by mail only) and the address changes when that code is sent to PUT profile/email.
 */
export type ProfileUpdate = Static<typeof profileUpdateSchema>;

/** PUT profile/email: the code mailed to the new address moves the account there. */
export type EmailChangeConfirmation = Static<typeof emailAndCodeSchema>;

/** Texts the client shows as they come. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  addressChangeStarted: (email: string) =>
    `Profile updated. To move your account to ${email}, enter the code we sent there. Until then your e-mail address stays as it was.`,
  addressChanged: 'Your e-mail address is changed.',
  addressInUse: 'This address is already used by another account.',
  confirmationSent: 'We sent a new code to your e-mail address.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
} as const;

/** POST profile/photo (multipart, field `file`): the new photo's URL. */
export type PhotoUploadAnswer = Static<typeof photoUploadAnswerSchema>;

/** Photos the store accepts: checked by their first bytes on the server, never by name or declared type. */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
