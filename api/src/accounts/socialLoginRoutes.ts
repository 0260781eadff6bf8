import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, type SignInAnswer } from 'contracts/src/account/authApi';
import { signInAnswerSchema, socialLoginRequestSchema } from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { AuthRateLimits } from '../auth/rateLimits';
import { createSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import type { SocialVerifiers } from './socialVerifiers';
import { accountOfProvenOwner } from './addressOwnership';

export const SOCIAL_LOGIN_FAILED_MESSAGE = 'Social login failed.';

/** POST social-login: a provider's token for a session (the account is made on first use, keyed by address). */
export const socialLoginRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  verifiers: SocialVerifiers;
}> = async (app, { db, rateLimits, verifiers }) => {
  app.post(
    '/social-login',
    {
      config: { rateLimit: rateLimits.login },
      schema: {
        querystring: nothingSchema,
        body: socialLoginRequestSchema,
        response: { 200: envelopeOf(signInAnswerSchema) },
      },
    },
    async (request) => {
      const verifier = verifiers[request.body.social_type];
      if (!verifier) throw new HttpError(400, 'This sign-in method is not available.');
      const identity = await verifier.verify(request.body.social_token).catch((error: unknown) => {
        request.log.warn({ err: error, provider: request.body.social_type }, 'identity provider unreachable');
        return null;
      });
      if (!identity) throw new HttpError(401, SOCIAL_LOGIN_FAILED_MESSAGE);
      // The provider verified the address: its owner is signing in (verifiers accept verified addresses only).
      const user = await accountOfProvenOwner(db, { email: identity.email, name: identity.name });
      const answer: SignInAnswer = { token: await createSession(db, user.id) };
      return ok(answer, AUTH_MESSAGES.loggedIn);
    },
  );
};
