import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { AUTH_MESSAGES, type OtpVerifyAnswer, type SignInAnswer } from 'contracts/src/account/authApi';
import { PROFILE_MESSAGES, type UserProfile } from 'contracts/src/account/profile';
import type { UserSettings } from 'contracts/src/account/userSettings';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { apiCaller, planWithOptionalFoundation } from '../testing/checkoutFixture';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { accountTestClient, expectNoCode } from './testing/accountTestClient';

const ROOMY = { max: 1000, timeWindow: '1 minute' };

describe.each(TEST_DATABASES)(
  'an address belongs to whoever proves they receive its mail, on %s',
  (_name, database) => {
    const suite = appSuite(database, {
      plans: 5,
      buildApp: (db) =>
        buildTestApp(db, {
          accounts: { rateLimits: { signUp: ROOMY, codeRequest: ROOMY, codeVerify: ROOMY, login: ROOMY } },
        }),
    });
    let client: ReturnType<typeof accountTestClient>;
    beforeEach(() => {
      client = accountTestClient(suite.app);
    });

    const signUp = async (email: string, password: string) => {
      const response = await client.post('signup', { email, password });
      expect(response.statusCode).toBe(200);
      return response.json<ApiEnvelope<SignInAnswer>>().data.token;
    };
    const profileOf = async (token: string) => {
      const response = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
      return { status: response.statusCode, profile: response.json<ApiEnvelope<UserProfile>>().data };
    };
    const signInByCode = async (email: string) => {
      await client.post('email-login', { email });
      const code = await client.codeFromMail(email);
      const verified = await client.post('reset-otp-verify', { email, otp: code });
      expect(verified.statusCode).toBe(200);
      expectNoCode(verified, code);
      const answer = verified.json<ApiEnvelope<OtpVerifyAnswer>>().data;
      if (answer.next !== 'signed_in') throw new Error('a sign-in code should sign in');
      return answer.token;
    };

    it('mails a password sign-up a code; the account is unconfirmed until it is entered, then keeps its password', async () => {
      const email = 'real.owner@houseplans.example';
      const signup = await client.post('signup', { email, password: 'owner password' });
      expect(signup.json<ApiEnvelope<SignInAnswer>>().message).toBe(AUTH_MESSAGES.signedUp);
      const token = signup.json<ApiEnvelope<SignInAnswer>>().data.token;
      expect((await profileOf(token)).profile.email_confirmed).toBe(false);

      const mail = await client.latestMail(email);
      expect(mail?.subject).toBe('Confirm the e-mail address of your new House Plans account');
      const code = await client.codeFromMail(email);
      expectNoCode(signup, code);
      expect(mail?.text).toContain(`/verifyOtp?otp=${code}&email=`);

      const confirmed = await client.post('reset-otp-verify', { email, otp: code });
      expect(confirmed.json<ApiEnvelope<OtpVerifyAnswer>>().data.next).toBe('signed_in');
      expect((await profileOf(token)).profile.email_confirmed).toBe(true);
      // Confirmed: a later sign-in by code is the same account, password and all.
      await suite.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { token },
        payload: { name: 'Owner', email, phone: '', country_code: '' },
      });
      const byCode = await signInByCode(email);
      expect((await profileOf(byCode)).profile.name).toBe('Owner');
      expect((await client.post('login', { email, password: 'owner password' })).statusCode).toBe(200);
      expect((await profileOf(token)).status).toBe(200);
    });

    it("hands an unconfirmed sign-up's address to its owner: every password and session before goes, nothing it saved is shown", async () => {
      const email = 'victim@houseplans.example';
      const squatter = await signUp(email, 'squatter password');
      const call = apiCaller(suite.app);
      const plan = await planWithOptionalFoundation(suite.db);
      await suite.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { token: squatter },
        payload: { name: 'Squatter', email, phone: '555 0199', country_code: '+1' },
      });
      const settings: UserSettings = {
        first_name: 'Sq',
        email,
        subscriptions: ['sales'],
        reward_programme: 'professional_builder',
        affiliate_publisher_id: 'SQ-1',
      };
      await suite.app.inject({
        method: 'PUT',
        url: '/api/user/user-settings',
        headers: { token: squatter },
        payload: settings,
      });
      await call('POST', 'favorite', squatter, { property_id: plan.id });
      await call('POST', 'cart', squatter, {
        property_id: String(plan.id),
        plan_set: 1,
        foundation: plan.standard_foundation,
        options: [],
      });

      const owner = await signInByCode(email);

      expect((await profileOf(squatter)).status).toBe(401);
      expect((await client.post('login', { email, password: 'squatter password' })).statusCode).toBe(401);
      expect((await profileOf(owner)).profile).toEqual({
        name: '',
        email,
        phone: '',
        country_code: '',
        profile_pic: null,
        email_confirmed: true,
        role: 'shopper',
      });
      const ownerSettings = await suite.app.inject({
        method: 'GET',
        url: '/api/user/user-settings',
        headers: { token: owner },
      });
      expect(ownerSettings.json<ApiEnvelope<UserSettings>>().data).toMatchObject({
        subscriptions: [],
        reward_programme: 'neither',
        affiliate_publisher_id: '',
      });
      expect((await call<unknown[]>('GET', 'favorite', owner)).body.data).toEqual([]);
      expect((await call<CartEntry[]>('GET', 'cart', owner)).body.data).toEqual([]);

      // Set aside, not deleted: the store keeps the record, under an address that can receive no mail.
      const setAside = await suite.db
        .selectFrom('users')
        .selectAll()
        .where('email', 'like', 'unconfirmed-sign-up-%@set-aside.invalid')
        .execute();
      expect(setAside.map((row) => ({ name: row.name, password: row.password_hash }))).toEqual([
        { name: 'Squatter', password: null },
      ]);
    });

    it("gives a password reset of an unconfirmed sign-up's address a fresh account too", async () => {
      const email = 'reset.owner@houseplans.example';
      const squatter = await signUp(email, 'squatter password');
      await suite.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { token: squatter },
        payload: { name: 'Squatter', email, phone: '', country_code: '' },
      });
      await client.post('forgot-password', { email });
      const code = await client.codeFromMail(email);
      expect((await client.post('set-password', { email, otp: code, password: 'owner password' })).statusCode).toBe(
        200,
      );

      expect((await profileOf(squatter)).status).toBe(401);
      expect((await client.post('login', { email, password: 'squatter password' })).statusCode).toBe(401);
      const login = await client.post('login', { email, password: 'owner password' });
      expect(login.statusCode).toBe(200);
      const owner = await profileOf(login.json<ApiEnvelope<SignInAnswer>>().data.token);
      expect(owner.profile).toMatchObject({ name: '', email, email_confirmed: true });
    });

    it('sends a signed-in, unconfirmed shopper a fresh confirmation code on request', async () => {
      const email = 'later.confirmer@houseplans.example';
      const token = await signUp(email, 'a good password');
      const first = await client.codeFromMail(email);
      const again = await suite.app.inject({
        method: 'POST',
        url: '/api/user/profile/email/confirmation',
        headers: { token },
      });
      expect(again.json()).toEqual({ status: 200, message: PROFILE_MESSAGES.confirmationSent, data: null });
      const second = await client.codeFromMail(email);
      expectNoCode(again, second);
      if (first !== second) expect((await client.post('reset-otp-verify', { email, otp: first })).statusCode).toBe(400);
      expect((await client.post('reset-otp-verify', { email, otp: second })).statusCode).toBe(200);
      const done = await suite.app.inject({
        method: 'POST',
        url: '/api/user/profile/email/confirmation',
        headers: { token },
      });
      expect(done.json()).toMatchObject({ status: 200, message: PROFILE_MESSAGES.alreadyConfirmed });
      expect((await suite.app.inject({ method: 'POST', url: '/api/user/profile/email/confirmation' })).statusCode).toBe(
        401,
      );
    });
  },
);
