import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, type OtpVerifyAnswer } from 'contracts/src/account/authApi';
import {
  emailAndCodeSchema,
  emailOnlyRequestSchema,
  otpVerifyAnswerSchema,
  setPasswordRequestSchema,
} from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { checkCode } from '../auth/oneTimeCodes';
import type { PasswordHasher } from '../auth/passwordHasher';
import type { AuthRateLimits } from '../auth/rateLimits';
import { createSession, revokeSessionsOfUser } from '../auth/sessionTokens';
import type { Database, OneTimeCodePurpose } from '../db/databaseSchema';
import { ok } from '../http/apiEnvelope';
import type { AccountMail } from './accountMail';
import { accountOfProvenOwner, markAddressConfirmed } from './addressOwnership';
import { refuseCode, WRONG_CODE } from './codeRefusals';
import { findUserByEmail, findUserById } from './userAccounts';

export interface CodeRoutesOptions {
  db: Kysely<Database>;
  rateLimits: AuthRateLimits;
  passwords: PasswordHasher;
  mail: AccountMail;
}

/**
 * The e-mail code flows: sign-in or sign-up by code (the code signs in, creating the account if needed), the
 * confirmation of a password sign-up's address, and forgot password -> code -> new password. Requests answer the
 * same whether the address has an account. Every code but a sign-up's own confirmation proves the address, so it
 * takes an unconfirmed account's address over (addressOwnership.ts).
 */
export const codeRoutes: FastifyPluginAsyncTypebox<CodeRoutesOptions> = async (
  app,
  { db, rateLimits, passwords, mail },
) => {
  const codeRequestRoute = (path: string, purposeOf: (hasAccount: boolean) => OneTimeCodePurpose | null) =>
    app.post(
      path,
      {
        config: { rateLimit: rateLimits.codeRequest },
        schema: {
          querystring: nothingSchema,
          body: emailOnlyRequestSchema,
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const user = await findUserByEmail(db, request.body.email);
        const purpose = purposeOf(user !== undefined);
        if (purpose !== null) {
          await mail.sendCode(request, { email: request.body.email, purpose, userId: user?.id ?? null });
        }
        return ok(null, AUTH_MESSAGES.codeSent);
      },
    );

  codeRequestRoute('/email-login', () => 'sign_in');
  codeRequestRoute('/email-signup', (hasAccount) => (hasAccount ? 'sign_in' : 'sign_up'));
  // Only an existing account can reset its password; an unknown address gets the same answer and no e-mail.
  codeRequestRoute('/forgot-password', (hasAccount) => (hasAccount ? 'reset_password' : null));

  app.post(
    '/reset-otp-verify',
    {
      config: { rateLimit: rateLimits.codeVerify },
      schema: {
        querystring: nothingSchema,
        body: emailAndCodeSchema,
        response: { 200: envelopeOf(otpVerifyAnswerSchema) },
      },
    },
    async (request) => {
      const { email, otp } = request.body;
      // A reset code is checked here and used up only with the new password, so the form can follow.
      const peek = await checkCode(db, email, otp, { consume: false });
      if (!peek.ok) refuseCode(peek);
      if (peek.purpose === 'reset_password') {
        const answer: OtpVerifyAnswer = { next: 'set_password' };
        return ok(answer, 'Code verified. Please choose a new password.');
      }
      // A new address's code is typed on My Account, by the signed-in shopper who asked for it.
      if (peek.purpose === 'change_email') refuseCode(WRONG_CODE);
      const used = await checkCode(db, email, otp, { consume: true });
      if (!used.ok) refuseCode(used);
      const userId =
        used.purpose === 'confirm_email'
          ? await confirmSignUp(used.userId, used.email)
          : (await accountOfProvenOwner(db, { email: used.email })).id;
      const answer: OtpVerifyAnswer = { next: 'signed_in', token: await createSession(db, userId) };
      return ok(answer, AUTH_MESSAGES.loggedIn);
    },
  );

  /** The sign-up's own code: its account keeps its password and everything it saved. */
  async function confirmSignUp(userId: number | null, email: string): Promise<number> {
    const account = userId === null ? undefined : await findUserById(db, userId);
    // Set aside or moved to another address since the code was sent: the code no longer speaks for it.
    if (!account || account.email.toLowerCase() !== email.trim().toLowerCase()) refuseCode(WRONG_CODE);
    await markAddressConfirmed(db, account.id);
    return account.id;
  }

  app.post(
    '/set-password',
    {
      config: { rateLimit: rateLimits.codeVerify },
      schema: {
        querystring: nothingSchema,
        body: setPasswordRequestSchema,
        response: { 200: envelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      const peek = await checkCode(db, email, otp, { consume: false });
      if (!peek.ok) refuseCode(peek);
      if (peek.purpose !== 'reset_password' || peek.userId === null) refuseCode(WRONG_CODE);
      // Hash before using the code up: a hashing failure (or a busy queue) must not cost the shopper the code.
      const passwordHash = await passwords.hash(password);
      const used = await checkCode(db, email, otp, { consume: true });
      if (!used.ok) refuseCode(used);
      const owner = await accountOfProvenOwner(db, { email: used.email });
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', owner.id).execute();
      await revokeSessionsOfUser(db, owner.id);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
