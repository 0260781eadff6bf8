import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import { hashToken } from '../auth/sessionTokens';
import { appSuite } from '../testing/appSuite';
import { buildTestApp, TEST_SCRYPT_COST } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { DEMO_SHOPPER, seedDemoShopper } from './demoShopper';

describe.each(TEST_DATABASES)('password login and logout on %s', (_name, database) => {
  const suite = appSuite(database, {
    prepare: (db) => seedDemoShopper(db, TEST_SCRYPT_COST),
    buildApp: (db) => buildTestApp(db, { accounts: { rateLimits: { login: { max: 6, timeWindow: '1 minute' } } } }),
  });

  const login = (email: string, password: string) =>
    suite.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('signs the demo shopper in with a fresh random token at each sign-in, stored only as its hash', async () => {
    const first = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const second = await login(DEMO_SHOPPER.email.toUpperCase(), DEMO_SHOPPER.password);
    expect(first.statusCode).toBe(200);
    const a = first.json<ApiEnvelope<SignInAnswer>>().data.token;
    const b = second.json<ApiEnvelope<SignInAnswer>>().data.token;
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).not.toBe(a);
    const rows = await suite.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toEqual(expect.arrayContaining([hashToken(a), hashToken(b)]));
    expect(rows.map((row) => row.token_hash)).not.toContain(a);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await login(DEMO_SHOPPER.email, 'not the password');
    const unknown = await login('nobody@houseplans.example', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>()).toEqual(unknown.json<ApiErrorBody>());
  });

  it('revokes the token at logout', async () => {
    const token = (await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).json<ApiEnvelope<SignInAnswer>>().data.token;
    const logout = await suite.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token } });
    expect(logout.statusCode).toBe(200);
    const revoked = await suite.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
  });

  it('answers 429 with the envelope once the login allowance is spent', async () => {
    let last = await login(DEMO_SHOPPER.email, 'guess 0');
    for (let attempt = 1; attempt < 8 && last.statusCode !== 429; attempt++) {
      last = await login(DEMO_SHOPPER.email, `guess ${attempt}`);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json<ApiErrorBody>()).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });
});
