import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import { hashPassword, OWASP_SCRYPT_COST, verifyPassword } from '../auth/passwordHashing';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import type { SocialVerifier } from './socialVerifiers';
import { accountTestClient } from './testing/accountTestClient';

/** Accepts 'valid-google-token' as the given identity: the real verifiers call the providers. */
const stubGoogle: SocialVerifier = {
  verify: async (token) => (token === 'valid-google-token' ? { email: 'g.user@gmail.example', name: 'G User' } : null),
};

describe.each(TEST_DATABASES)('sign-up and social sign-in on %s', (_name, database) => {
  const suite = appSuite(database, {
    buildApp: (db) =>
      buildTestApp(db, {
        accounts: {
          socialVerifiers: { GOOGLE: stubGoogle },
          rateLimits: { signUp: { max: 4, timeWindow: '1 minute' } },
        },
      }),
  });
  let client: ReturnType<typeof accountTestClient>;

  beforeAll(() => {
    client = accountTestClient(suite.app);
  });

  it('creates an account with a password, signed in at once, and refuses the address a second time', async () => {
    const created = await client.post('signup', { email: 'ben@houseplans.example', password: 'a good password' });
    expect(created.statusCode).toBe(200);
    expect(created.json<ApiEnvelope<SignInAnswer>>().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await client.post('signup', { email: 'BEN@houseplans.example', password: 'another password' });
    expect(again.statusCode).toBe(409);
    const row = await suite.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'ben@houseplans.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a good password');
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    expect((await client.post('signup', { email: 'c@houseplans.example', password: '1234567' })).statusCode).toBe(400);
    expect((await client.post('signup', { email: 'c@houseplans.example', password: 'x'.repeat(129) })).statusCode).toBe(
      400,
    );
  });

  it('answers 429 once the sign-up allowance is spent', async () => {
    let last = await client.post('signup', { email: 'd0@houseplans.example', password: 'password 0' });
    for (let attempt = 1; attempt < 6 && last.statusCode !== 429; attempt++) {
      last = await client.post('signup', { email: `d${attempt}@houseplans.example`, password: 'password 0' });
    }
    expect(last.json<ApiErrorBody>()).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });

  it('signs in with a verified provider token, making the account on first use', async () => {
    const first = await client.post('social-login', { social_token: 'valid-google-token', social_type: 'GOOGLE' });
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiEnvelope<SignInAnswer>>().message).toBe('Logged in successfully!');
    const second = await client.post('social-login', { social_token: 'valid-google-token', social_type: 'GOOGLE' });
    expect(second.json<ApiEnvelope<SignInAnswer>>().data.token).not.toBe(
      first.json<ApiEnvelope<SignInAnswer>>().data.token,
    );
    const users = await suite.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', 'g.user@gmail.example')
      .execute();
    expect(users).toEqual([{ name: 'G User' }]);
  });

  it('refuses a token the provider does not vouch for, and a provider that is not configured', async () => {
    const forged = await client.post('social-login', { social_token: 'forged', social_type: 'GOOGLE' });
    expect(forged.json<ApiErrorBody>()).toEqual({ status: 401, message: 'Social login failed.' });
    const facebook = await client.post('social-login', { social_token: 'anything', social_type: 'FACEBOOK' });
    expect(facebook.statusCode).toBe(400);
  });
});

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost by default and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });
});
