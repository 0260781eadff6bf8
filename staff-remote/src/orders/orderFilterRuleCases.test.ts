import { STAFF_ORDER_FILTER_RULE_CASES } from 'contracts/src/staff/staffOrderFilterCases';
import { orderFilterSchema } from './orderFilterSchema';

// The browser's half of the same-rules test: api/src/staff/staffOrderFilterRuleCases.test.ts sends the same table.
describe('the order filters judge each case of the shared table as the API does', () => {
  const { valid, cases } = STAFF_ORDER_FILTER_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await orderFilterSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
