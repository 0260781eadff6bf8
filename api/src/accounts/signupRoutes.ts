import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordCredentials, SignInAnswer } from 'contracts/src/account/authApi';
import { hashPassword, type ScryptCost } from '../auth/passwordHashing';
import type { AuthRateLimits } from '../auth/rateLimits';
import { createSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { emailSchema, passwordSchema, signInAnswerSchema } from './accountSchemas';
import { createUser } from './userAccounts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in.';

const signupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email: emailSchema, password: passwordSchema },
} as const;

/** POST signup: a new account with a password, signed in at once. */
export const signupRoutes: FastifyPluginAsync<{
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwordCost: ScryptCost;
}> = async (app, { db, rateLimits, passwordCost }) => {
  app.post<{ Body: PasswordCredentials }>(
    '/signup',
    {
      config: { rateLimit: rateLimits.signUp },
      schema: { body: signupBodySchema, response: { 200: envelopeSchema(signInAnswerSchema) } },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password, passwordCost);
      const user = await createUser(db, { email: request.body.email, passwordHash });
      if (user === null) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
      const answer: SignInAnswer = { token: await createSession(db, user.id) };
      return ok(answer, 'Registered successfully!');
    },
  );
};
