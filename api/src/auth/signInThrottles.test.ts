import type { ApiErrorBody } from 'contracts/src/api/envelope';
import { seedDemoShopper, DEMO_SHOPPER } from '../accounts/demoShopper';
import { TOO_MANY_CODES_MESSAGE } from '../accounts/accountMail';
import { CODE_FAILURE_MESSAGES } from '../accounts/codeRefusals';
import { WRONG_CREDENTIALS_MESSAGE } from '../accounts/loginRoutes';
import { accountTestClient } from '../accounts/testing/accountTestClient';
import { appSuite } from '../testing/appSuite';
import { buildTestApp, TEST_SCRYPT_COST } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { ACCOUNT_SIGN_IN_LIMIT, PASSWORD_SIGN_IN_PAUSED_MESSAGE } from './accountSignInThrottle';
import { CODE_LIMITS_PER_ADDRESS } from './oneTimeCodes';
import { TOO_MANY_REQUESTS_MESSAGE } from './rateLimits';

const ROOMY = { max: 1000, timeWindow: '1 minute' };

/** Client address number `n` (10.0.x.y): each request of a distributed guess comes from elsewhere. */
const clientAddress = (n: number) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe.each(TEST_DATABASES)('sign-in throttles per account and per client address, on %s', (_name, database) => {
  const suite = appSuite(database, {
    prepare: (db) => seedDemoShopper(db, TEST_SCRYPT_COST),
    buildApp: (db) =>
      buildTestApp(db, {
        accounts: {
          rateLimits: {
            login: ROOMY,
            codeRequest: ROOMY,
            codeVerify: ROOMY,
            loginPerClient: { max: 5, timeWindow: '1 minute' },
          },
        },
      }),
  });
  const post = (url: string, payload: object, remoteAddress: string) =>
    suite.app.inject({ method: 'POST', url: `/api/user/${url}`, payload, remoteAddress });

  it('stops one client address spraying a password over many accounts, and only that address', async () => {
    const statuses: number[] = [];
    for (let account = 0; account < 6; account++) {
      const answer = await post(
        'login',
        { email: `sprayed${account}@houseplans.example`, password: 'Summer2026!' },
        '192.0.2.7',
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json<ApiErrorBody>().message).toBe(TOO_MANY_REQUESTS_MESSAGE);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      (await post('login', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, '192.0.2.8')).statusCode,
    ).toBe(200);
  });

  it('pauses password sign-in to an account guessed at from many addresses, tells its owner once, and answers alike for no account', async () => {
    const client = accountTestClient(suite.app);
    const mailsBefore = await client.mailCount(DEMO_SHOPPER.email);
    const guess = async (email: string, n: number, password = 'not the password') =>
      post('login', { email, password }, clientAddress(n));
    for (let n = 0; n < ACCOUNT_SIGN_IN_LIMIT.failures; n++) {
      expect((await guess(DEMO_SHOPPER.email, n)).json<ApiErrorBody>().message).toBe(WRONG_CREDENTIALS_MESSAGE);
      expect((await guess('nobody@houseplans.example', n)).statusCode).toBe(401);
    }
    const paused = await guess(DEMO_SHOPPER.email, 100, DEMO_SHOPPER.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json<ApiErrorBody>().message).toBe(PASSWORD_SIGN_IN_PAUSED_MESSAGE);
    expect(Number(paused.headers['retry-after'])).toBe(ACCOUNT_SIGN_IN_LIMIT.windowMinutes * 60);
    const nobody = await guess('nobody@houseplans.example', 100);
    expect(nobody.json<ApiErrorBody>()).toEqual(paused.json<ApiErrorBody>());

    expect(await client.mailCount(DEMO_SHOPPER.email)).toBe(mailsBefore + 1);
    expect((await client.latestMail(DEMO_SHOPPER.email))?.subject).toBe(
      'Password sign-in to your House Plans account is paused',
    );
    await guess(DEMO_SHOPPER.email, 101);
    expect(await client.mailCount(DEMO_SHOPPER.email)).toBe(mailsBefore + 1);

    // Once the window has passed, the owner's password works again and the count starts afresh.
    const past = new Date(Date.now() - (ACCOUNT_SIGN_IN_LIMIT.windowMinutes * 60_000 + 1_000));
    await suite.db.updateTable('sign_in_failures').set({ failed_at: past }).execute();
    expect((await guess(DEMO_SHOPPER.email, 102, DEMO_SHOPPER.password)).statusCode).toBe(200);
  });

  it('caps the codes sent to one address however many client addresses ask', async () => {
    const client = accountTestClient(suite.app);
    const email = 'flooded.inbox@houseplans.example';
    const statuses: number[] = [];
    for (let n = 0; n <= CODE_LIMITS_PER_ADDRESS.codes; n++)
      statuses.push((await post('email-login', { email }, clientAddress(n))).statusCode);
    expect(statuses).toEqual([...Array<number>(CODE_LIMITS_PER_ADDRESS.codes).fill(200), 429]);
    expect(await client.mailCount(email)).toBe(CODE_LIMITS_PER_ADDRESS.codes);
    const refused = await post('email-login', { email }, clientAddress(50));
    expect(refused.json<ApiErrorBody>().message).toBe(TOO_MANY_CODES_MESSAGE);
    // The last code sent still works.
    const code = await client.codeFromMail(email);
    expect((await post('reset-otp-verify', { email, otp: code }, clientAddress(51))).statusCode).toBe(200);
  });

  it("caps wrong codes per address across fresh codes: a new code brings no new guesses past the hour's limit", async () => {
    const client = accountTestClient(suite.app);
    const email = 'guessed.code@houseplans.example';
    let n = 0;
    let code = '';
    for (let round = 0; round < 2; round++) {
      await post('email-login', { email }, clientAddress(n++));
      code = await client.codeFromMail(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let tries = 0; tries < 5; tries++) await post('reset-otp-verify', { email, otp: wrong }, clientAddress(n++));
    }
    await post('email-login', { email }, clientAddress(n++));
    const fresh = await client.codeFromMail(email);
    const locked = await post('reset-otp-verify', { email, otp: fresh }, clientAddress(n++));
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().message).toBe(CODE_FAILURE_MESSAGES.address_locked);
    expect(code).toMatch(/^\d{6}$/);
  });
});
