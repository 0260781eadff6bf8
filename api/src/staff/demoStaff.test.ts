import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import type { UserProfile } from 'contracts/src/account/profile';
import { DEMO_SHOPPER, seedDemoShopper } from '../accounts/demoShopper';
import { accountTestClient } from '../accounts/testing/accountTestClient';
import { appSuite } from '../testing/appSuite';
import { TEST_SCRYPT_COST } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { DEMO_STAFF, seedDemoStaff } from './demoStaff';

describe.each(TEST_DATABASES)('the demo staff account on %s', (_name, database) => {
  describe('made on first start', () => {
    const suite = appSuite(database, {
      prepare: async (db) => {
        await seedDemoShopper(db, TEST_SCRYPT_COST);
        await seedDemoStaff(db, TEST_SCRYPT_COST);
      },
    });

    async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
      const answer = await accountTestClient(suite.app).post('login', { email, password });
      expect(answer.statusCode).toBe(200);
      return answer.json<ApiEnvelope<SignInAnswer>>().data.token;
    }

    const profileOf = async (token: string) =>
      (await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } })).json<
        ApiEnvelope<UserProfile>
      >().data;
    const staffOrders = async (token: string) =>
      (await suite.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { token } })).statusCode;

    it('signs in on the normal sign-in call with the README’s password, is staff, and reaches the staff API', async () => {
      const token = await signIn(DEMO_STAFF);
      expect(await profileOf(token)).toMatchObject({ email: DEMO_STAFF.email, email_confirmed: true, role: 'staff' });
      expect(await staffOrders(token)).toBe(200);
    });

    it('leaves the demo shopper a shopper, refused by the staff API', async () => {
      const token = await signIn(DEMO_SHOPPER);
      expect((await profileOf(token)).role).toBe('shopper');
      expect(await staffOrders(token)).toBe(403);
    });

    it('is made once: a later start finds it and makes nothing', async () => {
      expect(await seedDemoStaff(suite.db, TEST_SCRYPT_COST)).toBe(false);
      const accounts = await suite.db
        .selectFrom('users')
        .select('role')
        .where('email', '=', DEMO_STAFF.email)
        .execute();
      expect(accounts).toEqual([{ role: 'staff' }]);
    });
  });

  describe('when someone signed up with its address first', () => {
    const suite = appSuite(database);

    it('leaves that account a shopper: an address alone never makes anyone staff', async () => {
      const signUp = await accountTestClient(suite.app).post('signup', {
        email: DEMO_STAFF.email.toUpperCase(),
        password: 'not the store at all',
      });
      expect(signUp.statusCode).toBe(200);
      const { token } = signUp.json<ApiEnvelope<SignInAnswer>>().data;

      expect(await seedDemoStaff(suite.db, TEST_SCRYPT_COST)).toBe(false);
      const accounts = await suite.db.selectFrom('users').select('role').execute();
      expect(accounts).toEqual([{ role: 'shopper' }]);
      const orders = await suite.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { token } });
      expect(orders.statusCode).toBe(403);
    });
  });
});
