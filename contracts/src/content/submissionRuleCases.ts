import type { AffiliateApplication, DesignerApplication } from './applications';
import { APPLICATION_LIMITS } from './applications';
import type { CopyrightNotice } from './copyrightNotice';
import { CONTACT_LIMITS, type ContactMessage } from './contactMessage';
import { COPYRIGHT_NOTICE_LIMITS } from './copyrightNotice';

/**
 * Test data, not a rule: the good and bad inputs that the content forms (yup, in content-remote) and the API
 * (its body schemas and submissionRules.ts) must judge alike. Each side has a test that runs every case through
 * its own checks, so the browser never lets through what the server refuses, nor refuses what it would take.
 */
export interface SubmissionRuleCase<T> {
  /** What the case is, as the tests name it. */
  name: string;
  /** The fields that differ from the table's valid submission. */
  change: Partial<T>;
  accepted: boolean;
}

export interface SubmissionRuleTable<T> {
  valid: T;
  cases: ReadonlyArray<SubmissionRuleCase<T>>;
}

const accepted = <T>(name: string, change: Partial<T>): SubmissionRuleCase<T> => ({ name, change, accepted: true });
const refused = <T>(name: string, change: Partial<T>): SubmissionRuleCase<T> => ({ name, change, accepted: false });
const longText = (length: number) => 'a'.repeat(length);

const { name: NAME, company: COMPANY, text: TEXT, url: URL_LIMIT } = COPYRIGHT_NOTICE_LIMITS;

export const COPYRIGHT_NOTICE_RULE_CASES: SubmissionRuleTable<CopyrightNotice> = {
  valid: {
    first_name: 'Maria',
    last_name: 'Lopez',
    company_name: 'Lopez Design Studio',
    copyright_holder: '',
    email: 'maria@lopezdesign.example',
    state_or_province: 'FL',
    work_description: 'Elevation photograph of the Lakeview cottage, taken in 2024.',
    authorized_example_url: 'https://lopezdesign.example/portfolio/lakeview',
    infringing_material_location: 'Plan page /property/42, second photo.',
    sworn_good_faith: true,
    sworn_accuracy: true,
    sworn_authority: true,
    signature_date: '03/15/2025',
    signature: 'Maria Lopez',
  },
  cases: [
    accepted('the valid notice', {}),
    accepted('no company and no holder', { company_name: '', copyright_holder: 'Lopez Family Trust' }),
    accepted('spaces around the fields', { first_name: '  Maria ', email: ' maria@lopezdesign.example ' }),
    accepted('a signature in another case, with extra spaces', { signature: '  maria   LOPEZ ' }),
    accepted('a Canadian province', { state_or_province: 'ON' }),
    accepted('an http address', { authorized_example_url: 'http://lopezdesign.example' }),
    accepted('names at their limit', { first_name: longText(NAME), signature: `${longText(NAME)} Lopez` }),
    accepted('a company at its limit', { company_name: longText(COMPANY) }),
    accepted('a description at its limit', { work_description: longText(TEXT) }),
    accepted('a leap day', { signature_date: '02/29/2024' }),
    refused('a blank first name', { first_name: '   ' }),
    refused('no last name', { last_name: '' }),
    refused('a first name over its limit', { first_name: longText(NAME + 1) }),
    refused('a company over its limit', { company_name: longText(COMPANY + 1) }),
    refused('a holder over its limit', { copyright_holder: longText(COMPANY + 1) }),
    refused('no e-mail', { email: '' }),
    refused('an e-mail without its domain', { email: 'maria@' }),
    refused('an e-mail with a space', { email: 'maria lopez@lopezdesign.example' }),
    refused('no region', { state_or_province: '' }),
    refused('an unknown region', { state_or_province: 'ZZ' }),
    refused('a region in lower case', { state_or_province: 'fl' }),
    refused('no description', { work_description: ' ' }),
    refused('a description over its limit', { work_description: longText(TEXT + 1) }),
    refused('no example address', { authorized_example_url: '' }),
    refused('an address without a scheme', { authorized_example_url: 'lopezdesign.example/portfolio' }),
    refused('an ftp address', { authorized_example_url: 'ftp://lopezdesign.example/portfolio' }),
    refused('an address without a dot in its host', { authorized_example_url: 'https://localhost/portfolio' }),
    refused('an address over its limit', {
      authorized_example_url: `https://lopezdesign.example/${longText(URL_LIMIT)}`,
    }),
    refused('no location', { infringing_material_location: '' }),
    refused('a location over its limit', { infringing_material_location: longText(TEXT + 1) }),
    refused('the good-faith statement unticked', { sworn_good_faith: false }),
    refused('the accuracy statement unticked', { sworn_accuracy: false }),
    refused('the authority statement unticked', { sworn_authority: false }),
    refused('no date', { signature_date: '' }),
    refused('a date in another format', { signature_date: '2025-03-15' }),
    refused('an impossible date', { signature_date: '02/30/2025' }),
    refused('a date before 1900', { signature_date: '12/31/1899' }),
    refused('a future date', { signature_date: '01/01/2999' }),
    refused('no signature', { signature: '' }),
    refused('another name as the signature', { signature: 'M. Lopez' }),
    refused('a signature of many spaces', { signature: `Maria${' '.repeat(2 * NAME)}Lopez` }),
  ],
};

const {
  name: APPLICANT,
  phone: PHONE,
  company: APPLICANT_COMPANY,
  url: APP_URL,
  message: MESSAGE,
} = APPLICATION_LIMITS;

export const DESIGNER_APPLICATION_RULE_CASES: SubmissionRuleTable<DesignerApplication> = {
  valid: {
    name: 'Sam Okafor',
    email: 'sam@okaforstudio.example',
    phone: '',
    company: 'Okafor Studio',
    portfolio_url: 'https://okaforstudio.example',
    profession: 'architect',
    plan_count: '11-50',
    message: 'Thirty built homes, mostly coastal cottages.',
  },
  cases: [
    accepted('the valid application', {}),
    accepted('a phone and no company', { phone: '+1 (555) 010-2030', company: '' }),
    accepted('every field at its limit', {
      name: longText(APPLICANT),
      phone: longText(PHONE),
      company: longText(APPLICANT_COMPANY),
      message: longText(MESSAGE),
    }),
    refused('no name', { name: ' ' }),
    refused('a name over its limit', { name: longText(APPLICANT + 1) }),
    refused('a bad e-mail', { email: 'sam@okaforstudio' }),
    refused('a phone over its limit', { phone: longText(PHONE + 1) }),
    refused('a company over its limit', { company: longText(APPLICANT_COMPANY + 1) }),
    refused('no portfolio', { portfolio_url: '' }),
    refused('a portfolio without a scheme', { portfolio_url: 'okaforstudio.example' }),
    refused('a portfolio address over its limit', {
      portfolio_url: `https://okaforstudio.example/${longText(APP_URL)}`,
    }),
    refused('no profession', { profession: '' }),
    refused('an unknown profession', { profession: 'astronaut' }),
    refused('no plan count', { plan_count: '' }),
    refused('an unknown plan count', { plan_count: 'lots' }),
    refused('no message', { message: '' }),
    refused('a message over its limit', { message: longText(MESSAGE + 1) }),
  ],
};

export const AFFILIATE_APPLICATION_RULE_CASES: SubmissionRuleTable<AffiliateApplication> = {
  valid: {
    name: 'Lee Chan',
    email: 'lee@buildblog.example',
    website_url: 'https://buildblog.example',
    monthly_audience: '5k-50k',
    promotion: 'A monthly column on small homes.',
  },
  cases: [
    accepted('the valid application', {}),
    accepted('spaces around the fields', { name: ' Lee Chan ', website_url: ' https://buildblog.example ' }),
    accepted('a promotion at its limit', { promotion: longText(MESSAGE) }),
    refused('no name', { name: '' }),
    refused('no e-mail', { email: '' }),
    refused('a bad e-mail', { email: 'lee.buildblog.example' }),
    refused('no website', { website_url: '' }),
    refused('a website without a scheme', { website_url: 'buildblog.example' }),
    refused('no audience size', { monthly_audience: '' }),
    refused('an unknown audience size', { monthly_audience: 'lots' }),
    refused('no promotion', { promotion: '  ' }),
    refused('a promotion over its limit', { promotion: longText(MESSAGE + 1) }),
  ],
};

export const CONTACT_MESSAGE_RULE_CASES: SubmissionRuleTable<ContactMessage> = {
  valid: {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    subject: 'A garage for plan 1024',
    comment: 'Could plan 1024 have a two-car garage on the left?',
  },
  cases: [
    accepted('the valid message', {}),
    accepted('spaces around the fields', { name: ' Ana Ruiz ', subject: ' Garage ' }),
    accepted('every field at its limit', {
      name: longText(CONTACT_LIMITS.name),
      subject: longText(CONTACT_LIMITS.subject),
      comment: longText(CONTACT_LIMITS.comment),
    }),
    refused('no name', { name: '' }),
    refused('a blank subject', { subject: '   ' }),
    refused('no comment', { comment: '' }),
    refused('no e-mail', { email: '' }),
    refused('a bad e-mail', { email: 'ana@example' }),
    refused('a name over its limit', { name: longText(CONTACT_LIMITS.name + 1) }),
    refused('a subject over its limit', { subject: longText(CONTACT_LIMITS.subject + 1) }),
    refused('a comment over its limit', { comment: longText(CONTACT_LIMITS.comment + 1) }),
  ],
};
