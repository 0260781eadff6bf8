import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiEnvelope } from 'contracts/src/api/envelope';

/** Calls the account routes of a test app the way the client does, and reads the outbox like a shopper reads mail. */
export function accountTestClient(app: FastifyInstance) {
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url: `/api/user/${url}`, payload, headers: token ? { token } : {} });

  async function latestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return response.json<ApiEnvelope<Array<{ subject: string; text: string }>>>().data[0];
  }

  async function mailCount(to: string): Promise<number> {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return response.json<ApiEnvelope<unknown[]>>().data.length;
  }

  /** The code of the newest e-mail to the address (as a shopper would copy it). */
  async function codeFromMail(to: string): Promise<string> {
    const mail = await latestMail(to);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox of ${to}`);
    return code;
  }

  return { post, latestMail, mailCount, codeFromMail };
}

/** Fails if a response body carries the code anywhere (the brief's rule: codes travel only by e-mail). */
export function expectNoCode(response: LightMyRequestResponse, code: string): void {
  expect(response.body).not.toContain(code);
}
