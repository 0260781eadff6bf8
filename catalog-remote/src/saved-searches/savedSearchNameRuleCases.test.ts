import { SAVED_SEARCH_NAME_RULE_CASES } from 'contracts/src/saved-searches/savedSearchNameRuleCases';
import { saveSearchSchema } from './savedSearchNameSchema';

// The browser's half of the same-rules test: api/src/saved-searches/savedSearchRoutes.test.ts sends the same table.
describe('the Save search form judges each name of the shared table as the API does', () => {
  const { valid, cases } = SAVED_SEARCH_NAME_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await saveSearchSchema.isValid({ ...valid, ...ruleCase.change, alerts: false })).toBe(ruleCase.accepted);
  });
});
