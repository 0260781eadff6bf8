import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { OtpVerifyAnswer, SignInAnswer } from 'contracts/src/account/authApi';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { OrderCreated } from 'contracts/src/checkout/order';
import { buildApp } from '../app';
import { TOO_MANY_REQUESTS_MESSAGE } from '../auth/rateLimits';
import type { Database } from '../db/databaseSchema';
import { requestLogFields } from '../http/requestLogFields';
import { appSuite } from '../testing/appSuite';
import { ORDER_DELIVERY, planWithOptionalFoundation } from '../testing/checkoutFixture';
import { TEST_MAIL, TEST_REMOTES, TEST_SCRYPT_COST, buildTestApp } from '../testing/testApp';
import { PGLITE_TEST_DATABASE, TEST_DATABASES } from '../testing/testDatabases';
import { endpointRecorder } from './testing/endpointRecorder';

/** Query parameter names that would put a secret in a URL (browser history, proxy and server logs, Referer). */
const SECRET_QUERY_NAME = /(^|_)(token|otp|code|password|secret|session|key)($|_)/i;

/**
 * The routes an attacker hammers, each with the store's real allowance per minute (not lowered for the test):
 * guessing passwords, flooding inboxes with codes, mass-creating accounts, spamming the contact form.
 */
const LIMITED_ROUTES: ReadonlyArray<{ url: string; allowance: number; body: (attempt: number) => object }> = [
  // One client spraying many accounts (one account's own limits: auth/signInThrottles.test.ts).
  { url: 'login', allowance: 30, body: (n) => ({ email: `target${n}@abuse.example`, password: 'guess-guess' }) },
  { url: 'email-login', allowance: 5, body: (n) => ({ email: `target${n}@abuse.example` }) },
  { url: 'email-signup', allowance: 5, body: (n) => ({ email: `new${n}@abuse.example` }) },
  { url: 'forgot-password', allowance: 5, body: () => ({ email: 'target@abuse.example' }) },
  { url: 'reset-otp-verify', allowance: 10, body: () => ({ email: 'target@abuse.example', otp: '000000' }) },
  { url: 'signup', allowance: 5, body: (n) => ({ email: `bulk${n}@abuse.example`, password: 'a long password' }) },
  {
    url: 'contact-us',
    allowance: 5,
    body: () => ({ name: 'Spammer', email: 'spam@abuse.example', subject: 'Buy now', comment: 'Cheap pills' }),
  },
];

describe.each(TEST_DATABASES)('abuse: rate limits (%s)', (_name, database) => {
  const suite = appSuite(database);

  it.each(LIMITED_ROUTES.map((route) => [route.url, route] as const))(
    'answers 429 in the envelope on POST %s once the allowance is spent',
    async (_url, { url, allowance, body }) => {
      const remoteAddress = `10.42.0.${LIMITED_ROUTES.findIndex((route) => route.url === url) + 1}`;
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt <= allowance; attempt++) {
        last = await suite.app.inject({
          method: 'POST',
          url: `/api/user/${url}`,
          payload: body(attempt),
          remoteAddress,
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, allowance)).not.toContain(429);
      expect(last?.statusCode).toBe(429);
      expect(last?.json()).toEqual({ status: 429, message: TOO_MANY_REQUESTS_MESSAGE });
      // Another client is not held up by this one.
      const other = await suite.app.inject({
        method: 'POST',
        url: `/api/user/${url}`,
        payload: body(99),
        remoteAddress: '10.43.0.1',
      });
      expect(other.statusCode).not.toBe(429);
    },
  );
});

describe('no API route takes a secret in its query string', () => {
  it('declares no token, code or password query parameter on any route', async () => {
    const recorder = endpointRecorder();
    const handle = await PGLITE_TEST_DATABASE.open();
    const app = await buildTestApp(handle.db, { onRoute: recorder.onRoute });
    try {
      await app.ready();
      const secretParameters = recorder.endpoints.flatMap((endpoint) => {
        const schema: unknown = endpoint.schema.querystring;
        const properties =
          typeof schema === 'object' && schema !== null && 'properties' in schema ? schema.properties : {};
        return Object.keys(typeof properties === 'object' && properties !== null ? properties : {})
          .filter((name) => SECRET_QUERY_NAME.test(name))
          .map((name) => `${endpoint.method} ${endpoint.url}?${name}`);
      });
      expect(recorder.endpoints.length).toBeGreaterThan(50);
      expect(secretParameters).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

/** Every log line the app writes, as text: what an operator (or a log shipper) would see. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines };
}

async function buildLoggedApp(db: Kysely<Database>, stream: Writable): Promise<FastifyInstance> {
  return buildApp({
    db,
    shellDistDir: null,
    remotes: TEST_REMOTES,
    mail: TEST_MAIL,
    accounts: { passwordCost: TEST_SCRYPT_COST },
    // As in production with LOG_LEVEL=trace: the chattiest the store gets, every request and response logged.
    logger: { level: 'trace', stream, serializers: { req: requestLogFields } },
    requestLogging: true,
  });
}

describe.each(TEST_DATABASES)('no code, token or password in an answer or a log line (%s)', (_name, database) => {
  const logs = logCollector();
  const suite = appSuite(database, { plans: 20, buildApp: (db) => buildLoggedApp(db, logs.stream) });

  it('keeps them out of every answer and log line of sign-up, sign-in, codes, password reset and checkout', async () => {
    const secrets = new Set<string>();
    const answers: Array<{ request: string; body: string }> = [];
    let client = 0;
    async function call(method: InjectOptions['method'], url: string, payload?: object, token?: string) {
      client += 1;
      const response = await suite.app.inject({
        method,
        url: `/api/user/${url}`,
        remoteAddress: `10.44.0.${client}`,
        ...(payload === undefined ? {} : { payload }),
        headers: token === undefined ? {} : { token },
      });
      answers.push({ request: `${method} ${url}`, body: response.body });
      expect([`${method} ${url}`, response.statusCode]).toEqual([`${method} ${url}`, 200]);
      return response;
    }
    /** The code of the newest e-mail: read from the development outbox, which is a mailbox, not an answer to scan. */
    async function codeFor(email: string): Promise<string> {
      const outbox = await suite.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      const code = outbox.json<ApiEnvelope<Array<{ text: string }>>>().data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      secrets.add(code);
      return code;
    }
    const tokenOf = (response: LightMyRequestResponse): string => {
      const token = response.json<ApiEnvelope<SignInAnswer | OtpVerifyAnswer>>().data;
      if (!('token' in token) || token.token === undefined) throw new Error('no token in a sign-in answer');
      return token.token;
    };

    const email = 'secretive@houseplans.example';
    const password = 'Correct-Horse-Battery-7';
    const newPassword = 'Second-Horse-Battery-8';
    secrets.add(password).add(newPassword);

    // Sign-up by code, then password sign-up of a second address.
    await call('POST', 'email-signup', { email });
    const signedUpByCode = tokenOf(await call('POST', 'reset-otp-verify', { email, otp: await codeFor(email) }));
    secrets.add(signedUpByCode);
    const other = 'second@houseplans.example';
    secrets.add(tokenOf(await call('POST', 'signup', { email: other, password })));
    // Forgot password -> code -> new password -> sign in with it.
    await call('POST', 'forgot-password', { email: other });
    const resetCode = await codeFor(other);
    await call('POST', 'reset-otp-verify', { email: other, otp: resetCode });
    await call('POST', 'set-password', { email: other, otp: resetCode, password: newPassword });
    const token = tokenOf(await call('POST', 'login', { email: other, password: newPassword }));
    secrets.add(token);
    // Sign-in by code.
    await call('POST', 'email-login', { email: other });
    secrets.add(tokenOf(await call('POST', 'reset-otp-verify', { email: other, otp: await codeFor(other) })));
    // Checkout: cart, card order, test card payment, confirmation, orders, profile.
    const plan = await planWithOptionalFoundation(suite.db);
    const added = await call(
      'POST',
      'cart',
      { property_id: String(plan.id), plan_set: 1, foundation: plan.standard_foundation },
      token,
    );
    const entry = added.json<ApiEnvelope<AddToCartResult>>().data.entry;
    const placed = await call('POST', 'order', { payment_mode: 2, cart_id: entry._id, ...ORDER_DELIVERY }, token);
    const payment = placed.json<ApiEnvelope<OrderCreated>>().data.payment;
    if (!payment) throw new Error('a card order without a payment session');
    await call(
      'POST',
      'pay-test-card',
      { intent_id: payment.intent_id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      token,
    );
    await call('POST', 'order-status', { intent_id: payment.intent_id }, token);
    await call('GET', 'orders', undefined, token);
    await call('GET', 'profile', undefined, token);
    await call('POST', 'logout', undefined, token);
    await call('POST', 'logout', undefined, signedUpByCode);

    expect(secrets.size).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) {
      for (const answer of answers) {
        // A sign-in answer carries its own new token: that, and only that, is where a token may travel.
        const ownToken =
          answer.body.includes(`"token":"${secret}"`) && /^POST (signup|login|reset-otp-verify)$/.test(answer.request);
        if (!ownToken)
          expect([answer.request, answer.body]).toEqual([answer.request, expect.not.stringContaining(secret)]);
      }
    }
    const logText = logs.lines.join('');
    // The request log lines were written (LOG_LEVEL=trace), so their absence of secrets means something.
    expect(logText).toContain('"url":"/api/user/reset-otp-verify"');
    for (const secret of secrets) expect(logText).not.toContain(secret);
  });
});
