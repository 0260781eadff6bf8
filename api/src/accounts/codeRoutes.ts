import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  type EmailOnlyRequest,
  type OtpVerifyAnswer,
  type OtpVerifyRequest,
  type SetPasswordRequest,
} from 'contracts/src/account/authApi';
import { checkCode, issueCode, type CodeCheck } from '../auth/oneTimeCodes';
import { hashPassword, type ScryptCost } from '../auth/passwordHashing';
import type { AuthRateLimits } from '../auth/rateLimits';
import { createSession, revokeSessionsOfUser } from '../auth/sessionTokens';
import type { Database, OneTimeCodePurpose } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { emailSchema, otpSchema, passwordSchema } from './accountSchemas';
import { codeMail } from './codeMails';
import { createUser, findUserByEmail } from './userAccounts';

export interface CodeRoutesOptions {
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwordCost: ScryptCost;
  siteUrl: string;
}

const emailOnlyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailSchema },
} as const;

const otpBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'otp'],
  properties: { email: emailSchema, otp: otpSchema },
} as const;

const setPasswordBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'otp', 'password'],
  properties: { email: emailSchema, otp: otpSchema, password: passwordSchema },
} as const;

const verifyAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['next'],
  properties: { next: { type: 'string', enum: ['signed_in', 'set_password'] }, token: { type: 'string' } },
} as const;

export const CODE_FAILURE_MESSAGES: Record<Extract<CodeCheck, { ok: false }>['reason'], string> = {
  wrong: AUTH_MESSAGES.wrongOtp,
  expired: 'This code has expired. Please ask for a new one.',
  exhausted: 'Too many wrong codes. Please ask for a new one.',
};

function refuse(check: Extract<CodeCheck, { ok: false }>): never {
  throw new HttpError(400, CODE_FAILURE_MESSAGES[check.reason]);
}

/**
 * The e-mail code flows: sign-in or sign-up by code (the code signs in, creating the account if needed), and
 * forgot password -> code -> new password. Requests answer the same whether the address has an account.
 */
export const codeRoutes: FastifyPluginAsync<CodeRoutesOptions> = async (app, options) => {
  const { db, rateLimits, passwordCost, siteUrl } = options;

  async function sendCode(request: FastifyRequest, email: string, purpose: OneTimeCodePurpose, userId: number | null) {
    const code = await issueCode(db, { email, purpose, userId });
    try {
      await app.mailer.send(codeMail(siteUrl, email, purpose, code));
    } catch (error) {
      // Logged without the message body: it holds the code.
      request.log.error({ err: error, purpose }, 'could not send a one-time code');
      throw new HttpError(503, 'We could not send the e-mail just now. Please try again in a few minutes.');
    }
  }

  const codeRequestRoute = (path: string, purposeOf: (hasAccount: boolean) => OneTimeCodePurpose | null) =>
    app.post<{ Body: EmailOnlyRequest }>(
      path,
      {
        config: { rateLimit: rateLimits.codeRequest },
        schema: { body: emailOnlyBodySchema, response: { 200: envelopeSchema({ type: 'null' }) } },
      },
      async (request) => {
        const user = await findUserByEmail(db, request.body.email);
        const purpose = purposeOf(user !== undefined);
        if (purpose !== null) await sendCode(request, request.body.email, purpose, user?.id ?? null);
        return ok(null, AUTH_MESSAGES.codeSent);
      },
    );

  codeRequestRoute('/email-login', () => 'sign_in');
  codeRequestRoute('/email-signup', (hasAccount) => (hasAccount ? 'sign_in' : 'sign_up'));
  // Only an existing account can reset its password; an unknown address gets the same answer and no e-mail.
  codeRequestRoute('/forgot-password', (hasAccount) => (hasAccount ? 'reset_password' : null));

  app.post<{ Body: OtpVerifyRequest }>(
    '/reset-otp-verify',
    {
      config: { rateLimit: rateLimits.codeVerify },
      schema: { body: otpBodySchema, response: { 200: envelopeSchema(verifyAnswerSchema) } },
    },
    async (request) => {
      const { email, otp } = request.body;
      // A reset code is checked here and used up only with the new password, so the form can follow.
      const peek = await checkCode(db, email, otp, { consume: false });
      if (!peek.ok) refuse(peek);
      if (peek.purpose === 'reset_password') {
        const answer: OtpVerifyAnswer = { next: 'set_password' };
        return ok(answer, 'Code verified. Please choose a new password.');
      }
      const used = await checkCode(db, email, otp, { consume: true });
      if (!used.ok) refuse(used);
      const user =
        (await findUserByEmail(db, used.email)) ??
        (await createUser(db, { email: used.email, passwordHash: null })) ??
        // Created by a concurrent request between the two calls: it exists now.
        (await findUserByEmail(db, used.email));
      if (!user) throw new Error('account vanished during code sign-in');
      const answer: OtpVerifyAnswer = { next: 'signed_in', token: await createSession(db, user.id) };
      return ok(answer, AUTH_MESSAGES.loggedIn);
    },
  );

  app.post<{ Body: SetPasswordRequest }>(
    '/set-password',
    {
      config: { rateLimit: rateLimits.codeVerify },
      schema: { body: setPasswordBodySchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      const peek = await checkCode(db, email, otp, { consume: false });
      if (!peek.ok) refuse(peek);
      if (peek.purpose !== 'reset_password' || peek.userId === null) refuse({ ok: false, reason: 'wrong' });
      // Hash before using the code up: a hashing failure must not cost the shopper the code.
      const passwordHash = await hashPassword(password, passwordCost);
      const used = await checkCode(db, email, otp, { consume: true });
      if (!used.ok || used.userId === null) refuse(used.ok ? { ok: false, reason: 'wrong' } : used);
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.userId).execute();
      await revokeSessionsOfUser(db, used.userId);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
