import { SHIPMENT_RULE_CASES } from 'contracts/src/staff/shipmentRuleCases';
import { shipmentFormSchema } from './orderActionForms';

// The browser's half of the same-rules test: api/src/staff/shipmentRuleCases.test.ts sends the same table.
describe('the shipped form judges each case of the shared table as the API does', () => {
  const { valid, cases } = SHIPMENT_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await shipmentFormSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
