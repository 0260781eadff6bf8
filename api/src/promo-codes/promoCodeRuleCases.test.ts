import type { PriceQuote } from 'contracts/src/checkout/promoCode';
import { normaliseTypedPromoCode, PROMO_CODE_REFUSALS } from 'contracts/src/checkout/promoCodeRules';
import { TYPED_PROMO_CODE_RULE_CASES } from 'contracts/src/checkout/promoCodeRuleCases';
import { checkoutSuite, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

// The server's half of the same-rules test: checkout-remote/src/checkout/promoCodeRuleCases.test.ts runs the same
// table through the code field's yup schema. The form sends the code normalised, so the test sends it so too.
describe.each(TEST_DATABASES)(
  'apply-promocode judges each typed code of the shared table as the checkout does, on %s',
  (_name, database) => {
    const suite = checkoutSuite(database);
    const { valid, cases } = TYPED_PROMO_CODE_RULE_CASES;

    it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
      const { token, entry } = await shopperWithCartEntry(suite.db, suite.call, { options: [1] });
      const { code } = { ...valid, ...ruleCase.change };
      const answer = await suite.call<PriceQuote>('POST', 'apply-promocode', token, {
        cart_id: entry._id,
        promocode: normaliseTypedPromoCode(code),
      });
      if (ruleCase.accepted) {
        // A well-formed code is looked up: applied when the store has it, 'does not exist' otherwise.
        if (answer.status === 200) expect(answer.body.data.promocode).toBe(normaliseTypedPromoCode(code));
        else
          expect(answer.body).toEqual(expect.objectContaining({ status: 400, message: PROMO_CODE_REFUSALS.unknown }));
      } else {
        expect(answer.status).toBe(400);
        expect(answer.body.message).not.toBe(PROMO_CODE_REFUSALS.unknown);
      }
    });

    it('applies the table’s valid code, so its accepted cases are not all refusals', async () => {
      const { token, entry } = await shopperWithCartEntry(suite.db, suite.call, { options: [1] });
      const answer = await suite.call<PriceQuote>('POST', 'apply-promocode', token, {
        cart_id: entry._id,
        promocode: normaliseTypedPromoCode(valid.code),
      });
      expect(answer.status).toBe(200);
    });
  },
);
