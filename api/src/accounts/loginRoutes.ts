import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordCredentials, SignInAnswer } from 'contracts/src/account/authApi';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { createDecoyHash, verifyPassword, type ScryptCost } from '../auth/passwordHashing';
import { perAccountLimit, type AuthRateLimits } from '../auth/rateLimits';
import { sessionTokenOf } from '../auth/sessionAuth';
import { createSession, revokeSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { credentialsSchema, signInAnswerSchema } from './accountSchemas';
import { findUserByEmail } from './userAccounts';

/** No body, `null` or `{}`. */
const noFieldsBodySchema = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password';

export interface LoginRoutesOptions {
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwordCost: ScryptCost;
}

/** POST login (email and password -> session token) and POST logout (revokes the token of the request). */
export const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (app, { db, rateLimits, passwordCost }) => {
  let decoyHash: Promise<string> | null = null;

  app.post<{ Body: PasswordCredentials }>(
    '/login',
    {
      config: { rateLimit: perAccountLimit(rateLimits.login) },
      schema: { body: credentialsSchema, response: { 200: envelopeSchema(signInAnswerSchema) } },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // Unknown address and wrong password take the same time and get the same answer.
      decoyHash ??= createDecoyHash(passwordCost);
      const stored = user?.password_hash ?? (await decoyHash);
      const matches = await verifyPassword(request.body.password, stored);
      if (!user || !user.password_hash || !matches) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      const answer: SignInAnswer = { token: await createSession(db, user.id) };
      return ok(answer, AUTH_MESSAGES.loggedIn);
    },
  );

  app.post(
    '/logout',
    // A client may send no body at all; a body with fields is refused like anywhere else.
    { schema: { body: noFieldsBodySchema, response: { 200: envelopeSchema({ type: 'null' }) } } },
    async (request) => {
      const token = sessionTokenOf(request);
      if (token !== null) await revokeSession(db, token);
      // Signing out twice, or with an expired token, still leaves the shopper signed out: not an error.
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );
};
