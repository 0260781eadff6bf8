import { TEST_CARD_RULE_CASES } from 'contracts/src/checkout/testCardRuleCases';
import { testCardSchema } from './testCardSchema';

// The browser's half of the same-rules test: api/src/payments/testCardRuleCases.test.ts sends the same table.
describe('the test card form judges each case of the shared table as the API does', () => {
  const { valid, cases } = TEST_CARD_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await testCardSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
