import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CODE_LIMITS_PER_ADDRESS, issueCode, type CodeRequest } from '../auth/oneTimeCodes';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import type { MailMessage } from '../mail/mailer';
import { codeMail } from './codeMails';

export const TOO_MANY_CODES_MESSAGE = `Too many codes were sent to this address. Please use the last one you received, or wait an hour and ask again.`;
export const MAIL_FAILED_MESSAGE = 'We could not send the e-mail just now. Please try again in a few minutes.';

export interface AccountMail {
  /** Issues a code and mails it; 429 once the address has had its codes for the hour, 503 when mail fails. */
  sendCode(request: FastifyRequest, code: CodeRequest): Promise<void>;
  /** Sends a notice that the request does not depend on: a failure is logged (without the text), not answered. */
  sendNotice(request: FastifyRequest, message: MailMessage, what: string): Promise<void>;
}

export function createAccountMail(app: FastifyInstance, db: Kysely<Database>, siteUrl: string): AccountMail {
  return {
    async sendCode(request, codeRequest) {
      const issued = await issueCode(db, codeRequest);
      if (!issued.ok) throw new HttpError(429, TOO_MANY_CODES_MESSAGE, CODE_LIMITS_PER_ADDRESS.windowMinutes * 60);
      try {
        await app.mailer.send(codeMail(siteUrl, codeRequest.email, codeRequest.purpose, issued.code));
      } catch (error) {
        // Logged without the message body: it holds the code.
        request.log.error({ err: error, purpose: codeRequest.purpose }, 'could not send a one-time code');
        throw new HttpError(503, MAIL_FAILED_MESSAGE);
      }
    },
    async sendNotice(request, message, what) {
      try {
        await app.mailer.send(message);
      } catch (error) {
        request.log.error({ err: error, notice: what }, 'could not send an account notice');
      }
    },
  };
}
