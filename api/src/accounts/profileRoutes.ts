import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES, type PhotoUploadAnswer } from 'contracts/src/account/profile';
import {
  photoUploadAnswerSchema,
  profilePhotoParamsSchema,
  profileUpdateSchema,
  userProfileSchema,
} from 'contracts/src/account/profileSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { AuthRateLimits } from '../auth/rateLimits';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database, UserRow } from '../db/databaseSchema';
import type { AccountMail } from './accountMail';
import { startAddressChange } from './addressChange';
import { toProfile } from './profileAnswer';
import { HttpError, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import {
  etagMatches,
  newPhotoName,
  photoEtag,
  photoTypeOf,
  photoUrl,
  PROFILE_PHOTO_CACHE_CONTROL,
  readPhotoUpload,
  sniffPhoto,
  type PhotoUploadProblem,
} from './photoFiles';
import { findUserById, normalizeEmail } from './userAccounts';
import type { FileStore } from '../storage/fileStore';

export const PHOTO_TOO_LARGE_MESSAGE = 'The photo is larger than 2 MB. Please choose a smaller one.';
export const PHOTO_NOT_AN_IMAGE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const NO_FILE_MESSAGE = 'No file selected. Please try again.';
export const MALFORMED_UPLOAD_MESSAGE = "The upload could not be read. Please send one photo in the form field 'file'.";

/** How the photo upload refuses each body it cannot store: nothing is written for any of them. */
const UPLOAD_REFUSALS: Record<PhotoUploadProblem, { status: number; message: string }> = {
  'no-file': { status: 400, message: NO_FILE_MESSAGE },
  'too-large': { status: 413, message: PHOTO_TOO_LARGE_MESSAGE },
  malformed: { status: 400, message: MALFORMED_UPLOAD_MESSAGE },
};

export interface ProfileRoutesOptions {
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  mail: AccountMail;
  siteUrl: string;
  /** Where uploaded photos are kept: a directory of this machine, or the database (profilePhotoStore). */
  photos: FileStore;
}

/** GET and PUT profile, POST profile/photo (multipart field `file`), GET images/profile/:name. */
export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, options) => {
  const { db, rateLimits, photos } = options;
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  async function currentUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    // A live session of a deleted account: treat it as signed out.
    if (!user) throw new HttpError(401, 'please login to perform this action');
    return user;
  }

  app.get(
    '/profile',
    {
      preValidation: app.requireUser,
      schema: { querystring: nothingSchema, response: { 200: envelopeOf(userProfileSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(toProfile(await currentUser(signedInUserId(request))));
    },
  );

  app.put(
    '/profile',
    {
      preValidation: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: profileUpdateSchema,
        response: { 200: envelopeOf(userProfileSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(signedInUserId(request));
      const email = normalizeEmail(request.body.email);
      // The same address in another spelling is no change of address; another address waits for its code.
      const sameAddress = email.toLowerCase() === user.email.toLowerCase();
      const updated = await db
        .updateTable('users')
        .set({
          name: request.body.name.trim(),
          ...(sameAddress ? { email } : {}),
          phone: request.body.phone.trim(),
          country_code: request.body.country_code,
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new HttpError(401, 'please login to perform this action');
      if (sameAddress) return ok(toProfile(updated), PROFILE_MESSAGES.updated);
      await startAddressChange(options, request, updated, email);
      return ok(toProfile(updated), PROFILE_MESSAGES.addressChangeStarted(email));
    },
  );

  app.post(
    '/profile/photo',
    {
      preValidation: app.requireUser,
      config: { rateLimit: rateLimits.upload },
      // The photo comes as multipart form data, read part by part below: no body schema.
      schema: { querystring: nothingSchema, response: { 200: envelopeOf(photoUploadAnswerSchema) } },
    },
    async (request) => {
      const user = await currentUser(signedInUserId(request));
      if (!request.isMultipart()) throw new HttpError(400, NO_FILE_MESSAGE);
      const upload = await readPhotoUpload(request.parts());
      if (!upload.ok)
        throw new HttpError(UPLOAD_REFUSALS[upload.problem].status, UPLOAD_REFUSALS[upload.problem].message);
      const { bytes } = upload;
      const kind = sniffPhoto(bytes);
      if (!kind) throw new HttpError(415, PHOTO_NOT_AN_IMAGE_MESSAGE);

      const name = newPhotoName(kind.extension);
      await photos.put(name, { bytes, contentType: kind.type });
      await db.updateTable('users').set({ profile_photo: name }).where('id', '=', user.id).execute();
      if (user.profile_photo !== null) {
        // The old photo is no longer anyone's: a failure to forget it leaves litter, not a broken answer.
        await photos
          .remove(user.profile_photo)
          .catch((error: unknown) => request.log.warn({ err: error }, 'A replaced profile photo could not be removed'));
      }
      const answer: PhotoUploadAnswer = { file_url: photoUrl(name) };
      return ok(answer, 'Image uploaded successfully!');
    },
  );

  app.get(
    '/images/profile/:name',
    // The answer is the image itself, not the JSON envelope: no response schema.
    { schema: { querystring: nothingSchema, params: profilePhotoParamsSchema } },
    async (request, reply) => {
      const photo = photoTypeOf(request.params.name) === null ? null : await photos.get(request.params.name);
      if (photo === null) throw notFound('No such photo.');
      const etag = photoEtag(request.params.name);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', PROFILE_PHOTO_CACHE_CONTROL)
        .header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.header('content-type', photo.contentType).send(photo.bytes);
    },
  );
};
