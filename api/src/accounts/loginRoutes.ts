import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, type SignInAnswer } from 'contracts/src/account/authApi';
import { noFieldsBodySchema, passwordCredentialsSchema, signInAnswerSchema } from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  ACCOUNT_SIGN_IN_LIMIT,
  forgetWrongPasswords,
  passwordSignInPaused,
  PASSWORD_SIGN_IN_PAUSED_MESSAGE,
  recordWrongPassword,
} from '../auth/accountSignInThrottle';
import type { PasswordHasher } from '../auth/passwordHasher';
import { clientAllowance, perAccountLimit, type AuthRateLimits } from '../auth/rateLimits';
import { sessionTokenOf } from '../auth/sessionAuth';
import { createSession, revokeSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import type { AccountMail } from './accountMail';
import { passwordSignInPausedMail } from './codeMails';
import { findUserByEmail } from './userAccounts';

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password';

export interface LoginRoutesOptions {
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwords: PasswordHasher;
  mail: AccountMail;
  siteUrl: string;
}

/**
 * POST login (email and password -> session token) and POST logout (revokes the token of the request).
 * Three limits on password guessing: per client address and account, per client address over all accounts (a
 * spray), and per account over all client addresses (a slow guess from many machines; accountSignInThrottle.ts).
 */
export const loginRoutes: FastifyPluginAsyncTypebox<LoginRoutesOptions> = async (app, options) => {
  const { db, rateLimits, passwords, mail, siteUrl } = options;
  const perClient = clientAllowance(app, 'login-client', rateLimits.loginPerClient);

  app.post(
    '/login',
    {
      config: { rateLimit: perAccountLimit(rateLimits.login) },
      preHandler: perClient,
      schema: {
        querystring: nothingSchema,
        body: passwordCredentialsSchema,
        response: { 200: envelopeOf(signInAnswerSchema) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      passwords.refuseWhenFull();
      // Checked before any hashing, and for unknown addresses too: the answer says nothing about who has an account.
      if (await passwordSignInPaused(db, email)) {
        throw new HttpError(429, PASSWORD_SIGN_IN_PAUSED_MESSAGE, ACCOUNT_SIGN_IN_LIMIT.windowMinutes * 60);
      }
      const user = await findUserByEmail(db, email);
      // Unknown address and wrong password take the same time and get the same answer.
      const matches = await passwords.verify(password, user?.password_hash);
      if (!user || !matches) {
        const { reachedLimit } = await recordWrongPassword(db, email);
        if (reachedLimit && user)
          await mail.sendNotice(request, passwordSignInPausedMail(siteUrl, user.email), 'sign-in paused');
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      await forgetWrongPasswords(db, email);
      const answer: SignInAnswer = { token: await createSession(db, user.id) };
      return ok(answer, AUTH_MESSAGES.loggedIn);
    },
  );

  app.post(
    '/logout',
    // A client may send no body at all; a body with fields is refused like anywhere else.
    {
      schema: { querystring: nothingSchema, body: noFieldsBodySchema, response: { 200: envelopeOf(Type.Null()) } },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      if (token !== null) await revokeSession(db, token);
      // Signing out twice, or with an expired token, still leaves the shopper signed out: not an error.
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );
};
