import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import {
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type EmailOnlyRequest,
  type OtpVerifyRequest,
  type PasswordCredentials,
} from './authApi';
import { EMAIL_MAX_LENGTH } from './emailAddress';
import type { ProfileUpdate } from './profile';
import type { UserSettings } from './userSettings';

/**
 * Test data, not a rule: the inputs that account-remote's forms (yup) and the account API (its body schemas) must
 * judge alike: the e-mail, password and code of sign-up, sign-in by code and password reset, the profile form and
 * User Settings.
 * Each side has a test that runs every case through its own checks. The inputs are the requests' own types, so a
 * table cannot drift from the fields the API takes.
 */
export type EmailInput = EmailOnlyRequest;
export type PasswordInput = Pick<PasswordCredentials, 'password'>;
export type OtpInput = Pick<OtpVerifyRequest, 'otp'>;
export type ProfileInput = ProfileUpdate;
export type UserSettingsInput = UserSettings;

/** An address of exactly `length` characters, its domain in labels short enough for DNS. */
function addressOfLength(length: number): string {
  const local = 'a'.repeat(64);
  const domainLength = length - local.length - 1 - '.com'.length;
  const labels = 'b'.repeat(domainLength).match(/.{1,60}/g) ?? [];
  // Each dot between labels takes the place of a letter, so the length stays exact.
  const domain = labels.map((label, index) => (index === 0 ? label : label.slice(1))).join('.');
  return `${local}@${domain}.com`;
}

export const EMAIL_RULE_CASES: SubmissionRuleTable<EmailInput> = {
  valid: { email: 'ana@example.com' },
  cases: [
    { name: 'a plain address', change: {}, accepted: true },
    { name: 'dots, a plus and a subdomain', change: { email: 'ana.ruiz+plans@mail.example.com' }, accepted: true },
    { name: 'an accented name before the @', change: { email: 'josé@example.com' }, accepted: true },
    { name: 'an address at its limit', change: { email: addressOfLength(EMAIL_MAX_LENGTH) }, accepted: true },
    { name: 'no address', change: { email: '' }, accepted: false },
    { name: 'spaces only', change: { email: '   ' }, accepted: false },
    { name: 'an address over its limit', change: { email: addressOfLength(EMAIL_MAX_LENGTH + 1) }, accepted: false },
    { name: 'no domain', change: { email: 'ana@' }, accepted: false },
    { name: 'no @', change: { email: 'ana.example.com' }, accepted: false },
    { name: 'a space inside', change: { email: 'ana ruiz@example.com' }, accepted: false },
    { name: 'two @', change: { email: 'ana@@example.com' }, accepted: false },
    { name: 'a one-letter top-level domain', change: { email: 'ana@example.c' }, accepted: false },
  ],
};

/** Four characters outside the Basic Multilingual Plane: eight UTF-16 units, four characters. */
const FOUR_EMOJI = '🌱🌱🌱🌱';

export const PASSWORD_RULE_CASES: SubmissionRuleTable<PasswordInput> = {
  valid: { password: 'correct horse 1' },
  cases: [
    { name: 'a good password', change: {}, accepted: true },
    { name: 'a password at its minimum', change: { password: 'a'.repeat(PASSWORD_MIN_LENGTH) }, accepted: true },
    { name: 'a password at its limit', change: { password: 'a'.repeat(PASSWORD_MAX_LENGTH) }, accepted: true },
    {
      name: 'a password at its limit ending in an emoji',
      change: { password: `${'a'.repeat(PASSWORD_MAX_LENGTH - 1)}🌱` },
      accepted: true,
    },
    { name: 'letters beyond English', change: { password: 'pässwörd' }, accepted: true },
    { name: 'spaces only, enough of them', change: { password: ' '.repeat(PASSWORD_MIN_LENGTH) }, accepted: true },
    { name: 'no password', change: { password: '' }, accepted: false },
    { name: 'one short', change: { password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) }, accepted: false },
    { name: 'one over its limit', change: { password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) }, accepted: false },
    { name: 'four emoji (eight UTF-16 units)', change: { password: FOUR_EMOJI }, accepted: false },
  ],
};

export const OTP_RULE_CASES: SubmissionRuleTable<OtpInput> = {
  valid: { otp: '123456' },
  cases: [
    { name: 'six digits', change: {}, accepted: true },
    { name: 'zeros', change: { otp: '0'.repeat(OTP_LENGTH) }, accepted: true },
    { name: 'no code', change: { otp: '' }, accepted: false },
    { name: 'spaces only', change: { otp: ' '.repeat(OTP_LENGTH) }, accepted: false },
    { name: 'one digit short', change: { otp: '12345' }, accepted: false },
    { name: 'one digit over', change: { otp: '1234567' }, accepted: false },
    { name: 'a letter', change: { otp: '12a456' }, accepted: false },
    { name: 'full-width digits', change: { otp: '１２３４５６' }, accepted: false },
  ],
};

export const PROFILE_RULE_CASES: SubmissionRuleTable<ProfileInput> = {
  valid: { name: 'Ana Ruiz', email: 'ana.profile@example.com', phone: '555 010 2030', country_code: '+1' },
  cases: [
    { name: 'a full profile', change: {}, accepted: true },
    { name: 'no name, phone nor country code', change: { name: '', phone: '', country_code: '' }, accepted: true },
    { name: 'a name at its limit', change: { name: 'a'.repeat(100) }, accepted: true },
    { name: 'a phone at its limit, with ( ) - . /', change: { phone: '(555) 010-2030/45.67' }, accepted: true },
    { name: 'a four-digit country code', change: { country_code: '+1268' }, accepted: true },
    { name: 'a name over its limit', change: { name: 'a'.repeat(101) }, accepted: false },
    { name: 'a phone over its limit', change: { phone: '5'.repeat(21) }, accepted: false },
    { name: 'letters in the phone', change: { phone: '555-CALL-NOW' }, accepted: false },
    { name: 'a country code without its +', change: { country_code: '1' }, accepted: false },
    { name: 'a five-digit country code', change: { country_code: '+12345' }, accepted: false },
    { name: 'no e-mail', change: { email: '' }, accepted: false },
    { name: 'a bad e-mail', change: { email: 'ana@example' }, accepted: false },
  ],
};

export const USER_SETTINGS_RULE_CASES: SubmissionRuleTable<UserSettingsInput> = {
  valid: {
    first_name: 'Ana',
    email: 'ana.news@example.com',
    subscriptions: ['new_plans', 'sales'],
    reward_programme: 'professional_builder',
    affiliate_publisher_id: 'ana-ruiz_2',
  },
  cases: [
    { name: 'full settings', change: {}, accepted: true },
    {
      name: 'nothing chosen, no newsletter address',
      change: { first_name: '', email: '', subscriptions: [], reward_programme: 'neither', affiliate_publisher_id: '' },
      accepted: true,
    },
    { name: 'a first name at its limit', change: { first_name: 'a'.repeat(100) }, accepted: true },
    { name: 'a publisher id at its limit', change: { affiliate_publisher_id: 'p'.repeat(64) }, accepted: true },
    { name: 'a first name over its limit', change: { first_name: 'a'.repeat(101) }, accepted: false },
    { name: 'a publisher id over its limit', change: { affiliate_publisher_id: 'p'.repeat(65) }, accepted: false },
    { name: 'a space in the publisher id', change: { affiliate_publisher_id: 'ana ruiz' }, accepted: false },
    { name: 'a bad newsletter address', change: { email: 'ana@example' }, accepted: false },
  ],
};
