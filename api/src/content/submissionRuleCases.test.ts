import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import {
  AFFILIATE_APPLICATION_RULE_CASES,
  CONTACT_MESSAGE_RULE_CASES,
  COPYRIGHT_NOTICE_RULE_CASES,
  DESIGNER_APPLICATION_RULE_CASES,
  type SubmissionRuleTable,
} from 'contracts/src/content/submissionRuleCases';
import { buildApp } from '../app';
import { appSuite } from '../testing/appSuite';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

// The server's half of the same-rules tests: content-remote/src/forms/submissionRuleCases.test.ts runs the same
// table through the forms' yup schemas.
const ROOMY = { max: 10_000, timeWindow: '1 minute' };

describe.each(TEST_DATABASES)(
  'the API judges each case of the shared table as the forms do, on %s',
  (_name, database) => {
    const suite = appSuite(database, {
      buildApp: (db) =>
        buildApp({
          db,
          shellDistDir: null,
          remotes: TEST_REMOTES,
          mail: TEST_MAIL,
          content: { rateLimits: { contact: ROOMY, copyrightNotice: ROOMY, application: ROOMY } },
        }),
    });

    function judgesLikeTheForms<T extends object>(route: string, { valid, cases }: SubmissionRuleTable<T>) {
      it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
        const response = await suite.app.inject({
          method: 'POST',
          url: `/api/user/${route}`,
          payload: { ...valid, ...ruleCase.change },
        });
        expect(response.statusCode).toBe(ruleCase.accepted ? 200 : 400);
        if (ruleCase.accepted) expect(response.json<ApiEnvelope<SubmissionReceipt>>().data.reference).toBeTruthy();
      });
    }

    describe('contact message', () => judgesLikeTheForms('contact-us', CONTACT_MESSAGE_RULE_CASES));
    describe('copyright notice', () => judgesLikeTheForms('copyright-notices', COPYRIGHT_NOTICE_RULE_CASES));
    describe('designer application', () =>
      judgesLikeTheForms('designer-applications', DESIGNER_APPLICATION_RULE_CASES));
    describe('affiliate application', () =>
      judgesLikeTheForms('affiliate-applications', AFFILIATE_APPLICATION_RULE_CASES));
  },
);
