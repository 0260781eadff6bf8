import { PLAN_NUMBER_RULE_CASES } from 'contracts/src/catalog/planNumberRuleCases';
import { planNumberSchema } from './planNumberSchema';

// The browser's half of the same-rules test: api/src/catalog/planNumberRuleCases.test.ts sends the same table.
describe('the footer search judges each plan number of the shared table as the API does', () => {
  const { valid, cases } = PLAN_NUMBER_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await planNumberSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
