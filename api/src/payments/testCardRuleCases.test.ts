import { TEST_CARD_RULE_CASES } from 'contracts/src/checkout/testCardRuleCases';
import { TEST_CARD_DECLINED_MESSAGE } from './testPaymentProvider';
import { checkoutSuite, placeCardOrder } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

// The API's half of the same-rules test: checkout-remote/src/payment/testCardRuleCases.test.ts runs the same
// table through the payment page's form. An accepted card reaches the provider, which declines the declined test
// number (402) and leaves the order payable; a refused one never reaches it (400).
describe.each(TEST_DATABASES)('POST pay-test-card judges the shared table as the form does (%s)', (_name, database) => {
  const suite = checkoutSuite(database);
  const { valid, cases } = TEST_CARD_RULE_CASES;
  let clients = 0;

  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_caseName, ruleCase) => {
    const { token, payment } = await placeCardOrder(suite.db, suite.call);
    if (payment?.provider !== 'test') throw new Error('expected a test payment session');
    clients += 1;
    // A client address per case: ten card attempts a minute from one address is the limit.
    const answer = await suite.app.inject({
      method: 'POST',
      url: '/api/user/pay-test-card',
      headers: { token },
      remoteAddress: `10.7.0.${clients}`,
      payload: { intent_id: payment.intent_id, ...valid, ...ruleCase.change },
    });
    if (ruleCase.accepted) {
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toEqual({ status: 402, message: TEST_CARD_DECLINED_MESSAGE });
    } else {
      expect(answer.statusCode).toBe(400);
    }
  });
});
