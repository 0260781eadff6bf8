import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { emailAndCodeSchema, noFieldsBodySchema } from 'contracts/src/account/authSchemas';
import { PROFILE_MESSAGES } from 'contracts/src/account/profile';
import { userProfileSchema } from 'contracts/src/account/profileSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { AuthRateLimits } from '../auth/rateLimits';
import { signedInUserId } from '../auth/sessionAuth';
import { HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { completeAddressChange, type AddressChangeDeps } from './addressChange';
import { toProfile } from './profileAnswer';
import { findUserById } from './userAccounts';

/**
 * The signed-in shopper's address: PUT profile/email completes a move to a new address (PUT profile starts it), and
 * POST profile/email/confirmation mails a password sign-up a fresh code to confirm its address.
 */
export const emailAddressRoutes: FastifyPluginAsyncTypebox<AddressChangeDeps & { rateLimits: AuthRateLimits }> = async (
  app,
  options,
) => {
  const { db, mail, rateLimits } = options;

  app.put(
    '/profile/email',
    {
      config: { rateLimit: rateLimits.codeVerify },
      preValidation: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: emailAndCodeSchema,
        response: { 200: envelopeOf(userProfileSchema) },
      },
    },
    async (request) => {
      const moved = await completeAddressChange(options, request, signedInUserId(request), request.body);
      return ok(toProfile(moved), PROFILE_MESSAGES.addressChanged);
    },
  );

  app.post(
    '/profile/email/confirmation',
    {
      config: { rateLimit: rateLimits.codeRequest },
      preValidation: app.requireUser,
      schema: { querystring: nothingSchema, body: noFieldsBodySchema, response: { 200: envelopeOf(Type.Null()) } },
    },
    async (request) => {
      const user = await findUserById(db, signedInUserId(request));
      if (!user) throw new HttpError(401, 'please login to perform this action');
      if (user.email_confirmed_at !== null) return ok(null, PROFILE_MESSAGES.alreadyConfirmed);
      await mail.sendCode(request, { email: user.email, purpose: 'confirm_email', userId: user.id });
      return ok(null, PROFILE_MESSAGES.confirmationSent);
    },
  );
};
