/** GET profile: the signed-in shopper. `profile_pic` is a URL under /api/user/, or null without a photo. */
export interface UserProfile {
  name: string;
  email: string;
  phone: string;
  country_code: string;
  profile_pic: string | null;
}

/** PUT profile. */
export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string;
  country_code: string;
}

/** POST profile/photo (multipart, field `file`): the new photo's URL. */
export interface PhotoUploadAnswer {
  file_url: string;
}

/** Photos the store accepts: checked by their first bytes on the server, never by name or declared type. */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
