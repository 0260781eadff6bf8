import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { OtpVerifyAnswer, SignInAnswer } from 'contracts/src/account/authApi';
import { migrateToLatest } from '../db/migrateToLatest';
import { appSuite } from '../testing/appSuite';
import { buildTestApp, TEST_SCRYPT_COST } from '../testing/testApp';
import { PGLITE_TEST_DATABASE, TEST_DATABASES } from '../testing/testDatabases';
import { DEMO_SHOPPER, seedDemoShopper } from './demoShopper';
import { accountTestClient, expectNoCode } from './testing/accountTestClient';

const CODE_SENT = 'If this email can be used, a 6-digit code is on its way. It is valid for 10 minutes.';

describe.each(TEST_DATABASES)('e-mail code flows on %s', (_name, database) => {
  const suite = appSuite(database, {
    prepare: (db) => seedDemoShopper(db, TEST_SCRYPT_COST),
    buildApp: (db) =>
      buildTestApp(db, {
        accounts: {
          siteUrl: 'https://plans.example',
          rateLimits: {
            codeRequest: { max: 1000, timeWindow: '1 minute' },
            codeVerify: { max: 1000, timeWindow: '1 minute' },
          },
        },
      }),
  });
  let client: ReturnType<typeof accountTestClient>;

  const verify = (email: string, otp: string) => client.post('reset-otp-verify', { email, otp });

  beforeEach(() => {
    client = accountTestClient(suite.app);
  });

  it('signs a new shopper up by a code from the e-mail, which carries the code and the /verifyOtp link', async () => {
    const email = 'new.shopper@houseplans.example';
    const request = await client.post('email-signup', { email });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ status: 200, message: CODE_SENT, data: null });
    const code = await client.codeFromMail(email);
    expectNoCode(request, code);
    const mail = await client.latestMail(email);
    expect(mail?.text).toContain(`https://plans.example/verifyOtp?otp=${code}&email=new.shopper%40houseplans.example`);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    const answer = verified.json<ApiEnvelope<OtpVerifyAnswer>>().data;
    expect(answer).toEqual({ next: 'signed_in', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(answer.next === 'signed_in' && answer.token).not.toBe(code);
    expectNoCode(verified, code);
    const profile = await suite.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { token: answer.next === 'signed_in' ? answer.token : '' },
    });
    expect(profile.json<ApiEnvelope<{ email: string }>>().data.email).toBe(email);
  });

  it('signs an existing shopper in by code', async () => {
    const request = await client.post('email-login', { email: DEMO_SHOPPER.email });
    const code = await client.codeFromMail(DEMO_SHOPPER.email);
    expectNoCode(request, code);
    const verified = await verify(DEMO_SHOPPER.email.toUpperCase(), code);
    expect(verified.json<ApiEnvelope<OtpVerifyAnswer>>().data.next).toBe('signed_in');
  });

  it('answers code and reset requests for unknown addresses exactly like known ones, mailing only real accounts a reset code', async () => {
    for (const path of ['forgot-password', 'email-login']) {
      const known = await client.post(path, { email: DEMO_SHOPPER.email });
      const unknown = await client.post(path, { email: 'stranger@houseplans.example' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    }
    expect(await client.mailCount('stranger@houseplans.example')).toBe(1); // the sign-in code only
    expect((await client.latestMail('stranger@houseplans.example'))?.subject).toBe('Your sign-in code');
  });

  it("refuses a wrong code with 'Wrong otp' and a used one afterwards", async () => {
    const email = 'wrong-code@houseplans.example';
    await client.post('email-login', { email });
    const code = await client.codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verify(email, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>()).toEqual({ status: 400, message: 'Wrong otp' });
    expect((await verify(email, code)).statusCode).toBe(200);
    const reused = await verify(email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ApiErrorBody>().message).toBe('Wrong otp');
  });

  it('refuses the right code on the sixth try', async () => {
    const email = 'sixth-try@houseplans.example';
    await client.post('email-login', { email });
    const code = await client.codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(email, wrong)).json<ApiErrorBody>().message).toBe('Wrong otp');
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json<ApiErrorBody>().message).toBe('Too many wrong codes. Please ask for a new one.');
  });

  it('refuses an expired code', async () => {
    const email = 'expired-code@houseplans.example';
    await client.post('email-login', { email });
    const code = await client.codeFromMail(email);
    await suite.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await verify(email, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiErrorBody>().message).toBe('This code has expired. Please ask for a new one.');
  });

  it('only the newest code of an address works', async () => {
    const email = 'newest@houseplans.example';
    await client.post('email-login', { email });
    const first = await client.codeFromMail(email);
    await client.post('email-login', { email });
    const second = await client.codeFromMail(email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('resets a password by code: verify, then set the new one, which signs out every session', async () => {
    const email = 'forgetful@houseplans.example';
    const signup = await client.post('signup', { email, password: 'first password' });
    const oldToken = signup.json<ApiEnvelope<SignInAnswer>>().data.token;

    const forgot = await client.post('forgot-password', { email });
    const code = await client.codeFromMail(email);
    expectNoCode(forgot, code);
    expect((await client.latestMail(email))?.subject).toBe('Your code to reset your password');

    const verified = await verify(email, code);
    expect(verified.json<ApiEnvelope<OtpVerifyAnswer>>().data).toEqual({ next: 'set_password' });
    expectNoCode(verified, code);

    const tooShort = await client.post('set-password', { email, otp: code, password: 'short' });
    expect(tooShort.statusCode).toBe(400);

    const set = await client.post('set-password', { email, otp: code, password: 'second password' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      status: 200,
      message: 'Password reset successfully, Please login to continue',
      data: null,
    });
    expectNoCode(set, code);

    expect((await client.post('set-password', { email, otp: code, password: 'third password' })).statusCode).toBe(400);
    expect((await client.post('login', { email, password: 'first password' })).statusCode).toBe(401);
    expect((await client.post('login', { email, password: 'second password' })).statusCode).toBe(200);
    const stale = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token: oldToken } });
    expect(stale.statusCode).toBe(401);
  });

  it('does not let a sign-in code set a password', async () => {
    await client.post('email-login', { email: DEMO_SHOPPER.email });
    const code = await client.codeFromMail(DEMO_SHOPPER.email);
    const set = await client.post('set-password', {
      email: DEMO_SHOPPER.email,
      otp: code,
      password: 'hijacked password',
    });
    expect(set.statusCode).toBe(400);
    expect(
      (await client.post('login', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })).statusCode,
    ).toBe(200);
  });
});

describe('code request rate limits', () => {
  it('answer 429 with the envelope once the allowance is spent', async () => {
    const handle = await PGLITE_TEST_DATABASE.open();
    const app = await buildTestApp(handle.db, {
      accounts: { rateLimits: { codeRequest: { max: 2, timeWindow: '1 minute' } } },
    });
    try {
      await migrateToLatest(handle.db);
      const client = accountTestClient(app);
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        answers.push(await client.post('forgot-password', { email: 'someone@houseplans.example' }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers[2]?.json<ApiErrorBody>()).toEqual({
        status: 429,
        message: 'Too many requests. Please wait a minute and try again.',
      });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
