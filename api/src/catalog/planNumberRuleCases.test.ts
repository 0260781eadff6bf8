import { PLAN_NUMBER_RULE_CASES } from 'contracts/src/catalog/planNumberRuleCases';
import { appSuite } from '../testing/appSuite';
import { TEST_DATABASES } from '../testing/testDatabases';

// The API's half of the same-rules test: shell/src/plan-number-search/planNumberRuleCases.test.ts runs the same
// table through the footer's search form. Accepted: looked up (200 found, 404 not); refused: 400.
describe.each(TEST_DATABASES)('GET user/property judges the shared table as the form does (%s)', (_name, database) => {
  const suite = appSuite(database, { plans: 5 });
  const { valid, cases } = PLAN_NUMBER_RULE_CASES;

  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_caseName, ruleCase) => {
    const { plan_number: planNumber } = { ...valid, ...ruleCase.change };
    const answer = await suite.app.inject({
      method: 'GET',
      url: '/api/user/user/property',
      query: { plan_number: planNumber },
    });
    if (ruleCase.accepted) expect([200, 404]).toContain(answer.statusCode);
    else expect(answer.statusCode).toBe(400);
  });
});
