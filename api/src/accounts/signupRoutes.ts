import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, type SignInAnswer } from 'contracts/src/account/authApi';
import { signInAnswerSchema, signUpRequestSchema } from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { PasswordHasher } from '../auth/passwordHasher';
import type { AuthRateLimits } from '../auth/rateLimits';
import { createSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import type { AccountMail } from './accountMail';
import { createUser } from './userAccounts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in.';

/**
 * POST signup: a new account with a password, signed in at once, and a code mailed to confirm the address. Until it
 * is entered the account is unconfirmed: whoever proves the address by another code takes it over (addressOwnership.ts).
 */
export const signupRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwords: PasswordHasher;
  mail: AccountMail;
}> = async (app, { db, rateLimits, passwords, mail }) => {
  app.post(
    '/signup',
    {
      config: { rateLimit: rateLimits.signUp },
      schema: {
        querystring: nothingSchema,
        body: signUpRequestSchema,
        response: { 200: envelopeOf(signInAnswerSchema) },
      },
    },
    async (request) => {
      const passwordHash = await passwords.hash(request.body.password);
      const user = await createUser(db, { email: request.body.email, passwordHash });
      if (user === null) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
      const answer: SignInAnswer = { token: await createSession(db, user.id) };
      // The account exists and is signed in whether or not the mail leaves now: My Account can send the code again.
      await mail
        .sendCode(request, { email: user.email, purpose: 'confirm_email', userId: user.id })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'sign-up confirmation code not sent');
        });
      return ok(answer, AUTH_MESSAGES.signedUp);
    },
  );
};
