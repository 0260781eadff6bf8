import type * as yup from 'yup';
import {
  AFFILIATE_APPLICATION_RULE_CASES,
  CONTACT_MESSAGE_RULE_CASES,
  COPYRIGHT_NOTICE_RULE_CASES,
  DESIGNER_APPLICATION_RULE_CASES,
  type SubmissionRuleTable,
} from 'contracts/src/content/submissionRuleCases';
import { contactMessageSchema } from '../contact/contactMessageSchema';
import { affiliateApplicationSchema, designerApplicationSchema } from '../applications/applicationSchemas';
import { copyrightNoticeSchema } from '../photo-removal-request/copyrightNoticeSchema';

// The browser's half of the same-rules tests: api/src/content/submissionRuleCases.test.ts sends the same table.
function judgesLikeTheServer<T extends object>(schema: yup.ObjectSchema<T>, { valid, cases }: SubmissionRuleTable<T>) {
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await schema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
}

describe('the forms judge each case of the shared table as the API does', () => {
  describe('contact message', () => judgesLikeTheServer(contactMessageSchema, CONTACT_MESSAGE_RULE_CASES));
  describe('copyright notice', () => judgesLikeTheServer(copyrightNoticeSchema, COPYRIGHT_NOTICE_RULE_CASES));
  describe('designer application', () =>
    judgesLikeTheServer(designerApplicationSchema, DESIGNER_APPLICATION_RULE_CASES));
  describe('affiliate application', () =>
    judgesLikeTheServer(affiliateApplicationSchema, AFFILIATE_APPLICATION_RULE_CASES));
});
