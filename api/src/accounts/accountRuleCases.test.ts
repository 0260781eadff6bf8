import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import {
  EMAIL_RULE_CASES,
  OTP_RULE_CASES,
  PASSWORD_RULE_CASES,
  PROFILE_RULE_CASES,
  USER_SETTINGS_RULE_CASES,
} from 'contracts/src/account/accountRuleCases';
import type { SubmissionRuleCase, SubmissionRuleTable } from 'contracts/src/content/submissionRuleCases';
import { appSuite } from '../testing/appSuite';
import { newShopper } from '../testing/checkoutFixture';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

// The server's half of the same-rules tests: account-remote/src/sign-in-flow/accountRuleCases.test.ts runs the same
// tables through the forms' yup schemas.
const ROOMY = { max: 10_000, timeWindow: '1 minute' };

let addresses = 0;
/** A new address per request, so that no case meets an account or a code another case made. */
const freshAddress = () => `rule-case${++addresses}-${Date.now()}@accounts.example`;

const eachCase = <T>({ cases }: SubmissionRuleTable<T>) =>
  cases.map((ruleCase) => [ruleCase.name, ruleCase] as [string, SubmissionRuleCase<T>]);

describe.each(TEST_DATABASES)(
  'the account API judges each case of the shared tables as the forms do, on %s',
  (_name, database) => {
    const suite = appSuite(database, {
      buildApp: (db) =>
        buildTestApp(db, { accounts: { rateLimits: { codeRequest: ROOMY, codeVerify: ROOMY, signUp: ROOMY } } }),
    });

    const post = async (url: string, payload: object) => {
      const response = await suite.app.inject({ method: 'POST', url: `/api/user/${url}`, payload });
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    };

    describe('e-mail, as sign-in by code takes it', () => {
      it.each(eachCase(EMAIL_RULE_CASES))('%s', async (_case, ruleCase) => {
        const answer = await post('email-login', { ...EMAIL_RULE_CASES.valid, ...ruleCase.change });
        expect(answer.status).toBe(ruleCase.accepted ? 200 : 400);
      });
    });

    describe('password, as sign-up takes it', () => {
      it.each(eachCase(PASSWORD_RULE_CASES))('%s', async (_case, ruleCase) => {
        const { password } = { ...PASSWORD_RULE_CASES.valid, ...ruleCase.change };
        const answer = await post('signup', { email: freshAddress(), password });
        expect(answer.status).toBe(ruleCase.accepted ? 200 : 400);
      });
    });

    describe('code from the e-mail, as reset-otp-verify takes it', () => {
      it.each(eachCase(OTP_RULE_CASES))('%s', async (_case, ruleCase) => {
        const { otp } = { ...OTP_RULE_CASES.valid, ...ruleCase.change };
        // No code was sent to the address: a well-formed code is looked up and is wrong, a malformed one is refused
        // before any look-up.
        const answer = await post('reset-otp-verify', { email: freshAddress(), otp });
        expect(answer.status).toBe(400);
        if (ruleCase.accepted) expect(answer.message).toBe(AUTH_MESSAGES.wrongOtp);
        else expect(answer.message).not.toBe(AUTH_MESSAGES.wrongOtp);
      });
    });

    describe('profile, as PUT profile takes it', () => {
      it.each(eachCase(PROFILE_RULE_CASES))('%s', async (_case, ruleCase) => {
        const { token } = await newShopper(suite.db);
        const response = await suite.app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: { token },
          payload: { ...PROFILE_RULE_CASES.valid, ...ruleCase.change },
        });
        expect(response.statusCode).toBe(ruleCase.accepted ? 200 : 400);
      });
    });

    describe('user settings, as PUT user-settings takes them', () => {
      it.each(eachCase(USER_SETTINGS_RULE_CASES))('%s', async (_case, ruleCase) => {
        const { token } = await newShopper(suite.db);
        const response = await suite.app.inject({
          method: 'PUT',
          url: '/api/user/user-settings',
          headers: { token },
          payload: { ...USER_SETTINGS_RULE_CASES.valid, ...ruleCase.change },
        });
        expect(response.statusCode).toBe(ruleCase.accepted ? 200 : 400);
      });
    });
  },
);
