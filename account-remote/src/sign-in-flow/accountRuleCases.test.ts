import * as yup from 'yup';
import {
  EMAIL_RULE_CASES,
  OTP_RULE_CASES,
  PASSWORD_RULE_CASES,
  PROFILE_RULE_CASES,
  USER_SETTINGS_RULE_CASES,
  type ProfileInput,
  type UserSettingsInput,
} from 'contracts/src/account/accountRuleCases';
import type { SubmissionRuleTable } from 'contracts/src/content/submissionRuleCases';
import { profileFormSchema } from '../profile/profileFormSchema';
import { userSettingsFormSchema } from '../user-settings/userSettingsFormSchema';
import { emailFieldSchema, newPasswordSchema, otpFieldSchema, passwordSchema } from './validationMessages';

// The browser's half of the same-rules tests: api/src/accounts/accountRuleCases.test.ts sends the same tables.
function judgesLikeTheServer<T extends object>(schema: yup.ObjectSchema<T>, { valid, cases }: SubmissionRuleTable<T>) {
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await schema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
}

describe('the account forms judge each case of the shared tables as the API does', () => {
  describe('e-mail (sign-up, sign-in by code, reset)', () =>
    judgesLikeTheServer(yup.object({ email: emailFieldSchema }), EMAIL_RULE_CASES));
  describe('password (sign-up)', () =>
    judgesLikeTheServer(yup.object({ password: passwordSchema('Password is required') }), PASSWORD_RULE_CASES));
  describe('new password (reset)', () =>
    judgesLikeTheServer(yup.object({ password: newPasswordSchema }), PASSWORD_RULE_CASES));
  describe('code from the e-mail', () => judgesLikeTheServer(yup.object({ otp: otpFieldSchema }), OTP_RULE_CASES));
  describe('profile', () => judgesLikeTheServer<ProfileInput>(profileFormSchema, PROFILE_RULE_CASES));
  describe('user settings', () =>
    judgesLikeTheServer<UserSettingsInput>(userSettingsFormSchema, USER_SETTINGS_RULE_CASES));
});
