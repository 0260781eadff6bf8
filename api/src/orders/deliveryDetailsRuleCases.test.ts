import { DELIVERY_DETAILS_RULE_CASES } from 'contracts/src/checkout/deliveryDetailsRuleCases';
import type { OrderCreated } from 'contracts/src/checkout/order';
import { checkoutSuite, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const PRINTED_SETS = 2;
const CARD = 2;

// The API's half of the same-rules test: checkout-remote/src/checkout/deliveryDetailsRuleCases.test.ts runs the same
// table through the checkout form. Each case orders printed sets (an address is needed) by card: an accepted one is
// placed with the address, a refused one gets a 400 and no order.
describe.each(TEST_DATABASES)(
  'POST order judges the billing name and address table as the form does (%s)',
  (_name, database) => {
    const suite = checkoutSuite(database);
    const { valid, cases } = DELIVERY_DETAILS_RULE_CASES;

    it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_caseName, ruleCase) => {
      const { token, userId, entry } = await shopperWithCartEntry(suite.db, suite.call, { planSet: PRINTED_SETS });
      const answer = await suite.call<OrderCreated>('POST', 'order', token, {
        payment_mode: CARD,
        cart_id: entry._id,
        ...valid,
        ...ruleCase.change,
      });
      const orders = await suite.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
      if (ruleCase.accepted) {
        expect([answer.status, answer.body.message]).toEqual([200, 'Order Created Succesfully']);
        expect(answer.body.data.order.shipping_address).not.toBeNull();
        expect(orders).toHaveLength(1);
      } else {
        expect(answer.status).toBe(400);
        expect(answer.body.message).not.toMatch(/error|exception/i);
        expect(orders).toHaveLength(0);
      }
    });
  },
);
