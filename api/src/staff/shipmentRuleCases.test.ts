import { SHIPMENT_RULE_CASES } from 'contracts/src/staff/shipmentRuleCases';
import { checkoutSuite } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { paidCardOrder, staffAction } from './testing/fulfilmentFixture';
import { newStaffMember } from './testing/staffFixture';

// The API's half of the same-rules test: staff-remote/src/order/shipmentRuleCases.test.ts runs the same table
// through the shipped form. An accepted shipment ships the order (200); a refused one changes nothing (400).
describe.each(TEST_DATABASES)(
  'POST /api/staff/orders/:id/mark-shipped judges the shared table as the desk does (%s)',
  (_name, database) => {
    const suite = checkoutSuite(database);
    const { valid, cases } = SHIPMENT_RULE_CASES;
    let token = '';

    beforeAll(async () => {
      token = (await newStaffMember(suite.db)).token;
    });

    it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
      const { orderId } = await paidCardOrder(suite);
      expect((await staffAction(suite.app, token, orderId, 'mark-printing')).status).toBe(200);
      const answer = await staffAction(suite.app, token, orderId, 'mark-shipped', { ...valid, ...ruleCase.change });
      expect(answer.status).toBe(ruleCase.accepted ? 200 : 400);
      expect(answer.body.status).toBe(answer.status);
      const { status } = await suite.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(status).toBe(ruleCase.accepted ? 11 : 10);
    });
  },
);
