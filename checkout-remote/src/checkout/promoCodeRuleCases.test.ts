import { TYPED_PROMO_CODE_RULE_CASES } from 'contracts/src/checkout/promoCodeRuleCases';
import { promoCodeSchema } from './promoCodeSchema';

// The browser's half of the same-rules test: api/src/promo-codes/promoCodeRuleCases.test.ts sends the same table.
describe('the typed promo code field judges each case of the shared table as the API does', () => {
  const { valid, cases } = TYPED_PROMO_CODE_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await promoCodeSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
