import { SAVED_SEARCH_NAME_RULE_CASES } from 'contracts/src/saved-searches/savedSearchNameRuleCases';
import { savedSearchNameSchema } from './savedSearchNameSchema';

// The rename form's half of the same-rules test: api/src/saved-searches/savedSearchRoutes.test.ts sends the same table.
describe('the rename form judges each name of the shared table as the API does', () => {
  const { valid, cases } = SAVED_SEARCH_NAME_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await savedSearchNameSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
