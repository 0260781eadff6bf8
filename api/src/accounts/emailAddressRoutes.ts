import type { FastifyPluginAsync } from 'fastify';
import { PROFILE_MESSAGES, type EmailChangeConfirmation } from 'contracts/src/account/profile';
import type { AuthRateLimits } from '../auth/rateLimits';
import { signedInUserId } from '../auth/sessionAuth';
import { HttpError } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { completeAddressChange, type AddressChangeDeps } from './addressChange';
import { emailAndCodeSchema, emptyBodySchema } from './accountSchemas';
import { profileSchema, toProfile } from './profileAnswer';
import { findUserById } from './userAccounts';

/**
 * The signed-in shopper's address: PUT profile/email completes a move to a new address (PUT profile starts it), and
 * POST profile/email/confirmation mails a password sign-up a fresh code to confirm its address.
 */
export const emailAddressRoutes: FastifyPluginAsync<AddressChangeDeps & { rateLimits: AuthRateLimits }> = async (
  app,
  options,
) => {
  const { db, mail, rateLimits } = options;

  app.put<{ Body: EmailChangeConfirmation }>(
    '/profile/email',
    {
      config: { rateLimit: rateLimits.codeVerify },
      preValidation: app.requireUser,
      schema: { body: emailAndCodeSchema, response: { 200: envelopeSchema(profileSchema) } },
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
      schema: {
        body: { ...emptyBodySchema, type: ['object', 'null'] },
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
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
