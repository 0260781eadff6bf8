import { Type } from '@sinclair/typebox';
import { ACCOUNT_ROLES } from './accountRoles';
import { emailAddressSchema } from './emailAddressSchemas';
import { stringEnumSchema } from './stringEnumSchema';

/**
 * The schemas of My Account's profile. The API validates and serialises with them (a field not in an answer's
 * schema is never sent); `profile.ts` derives the types from them for everyone else. PUT profile/email takes an
 * address and its code: authSchemas.ts's `emailAndCodeSchema`.
 */

/** GET profile's answer, also given back by every call that changes the profile. */
export const userProfileSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  country_code: Type.String(),
  profile_pic: Type.Union([Type.String(), Type.Null()], {
    description: 'A URL under /api/user/, or null without a photo.',
  }),
  email_confirmed: Type.Boolean({
    description:
      "Whether the address has been proven to be the shopper's (a password sign-up is not, until its code is entered).",
  }),
  /** 'shopper', or 'staff' for the store's staff: the header then links to the staff desk. */
  role: stringEnumSchema(ACCOUNT_ROLES),
});

/**
 * PUT profile. A new `email` is not taken at once: a code goes to the new address (or, if another account has it,
 * a notice says so, by mail only) and the address changes when that code is sent to PUT profile/email.
 */
export const profileUpdateSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    email: emailAddressSchema,
    phone: Type.String({ pattern: '^[0-9 ()./-]{0,20}$' }),
    country_code: Type.String({ pattern: '^(\\+[0-9]{1,4})?$' }),
  },
  { additionalProperties: false },
);

/** POST profile/photo (multipart, field `file`): the new photo's URL. */
export const photoUploadAnswerSchema = Type.Object({ file_url: Type.String() });

/**
 * GET images/profile/:name. Only names the server makes: 128 random bits in hex and the extension of the photo's
 * type, so a request can name nothing else on the disk.
 */
export const profilePhotoParamsSchema = Type.Object(
  { name: Type.String({ pattern: '^[0-9a-f]{32}\\.(jpg|png|webp)$' }) },
  { additionalProperties: false },
);
