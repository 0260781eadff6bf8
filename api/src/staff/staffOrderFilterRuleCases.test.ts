import { STAFF_ORDER_FILTER_RULE_CASES, type StaffOrderFilterInput } from 'contracts/src/staff/staffOrderFilterCases';
import { appSuite } from '../testing/appSuite';
import { TEST_DATABASES } from '../testing/testDatabases';
import { newStaffMember } from './testing/staffFixture';

/** The query the desk sends for the form's values: days as the instants that bound them (here in UTC). */
function queryOf({ q, status, from, to }: StaffOrderFilterInput): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (status !== '') params.set('status', status);
  if (from !== '') params.set('from', `${from}T00:00:00.000Z`);
  if (to !== '') {
    const dayAfter = new Date(`${to}T00:00:00.000Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    params.set('to', dayAfter.toISOString());
  }
  return params.toString();
}

// The server's half of the same-rules test: staff-remote/src/orders/orderFilterRuleCases.test.ts runs the same
// table through the filter form's yup schema.
describe.each(TEST_DATABASES)(
  'GET /api/staff/orders judges each filter of the shared table as the desk does, on %s',
  (_name, database) => {
    const suite = appSuite(database);
    const { valid, cases } = STAFF_ORDER_FILTER_RULE_CASES;
    let token = '';

    beforeAll(async () => {
      token = (await newStaffMember(suite.db)).token;
    });

    it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/staff/orders?${queryOf({ ...valid, ...ruleCase.change })}`,
        headers: { token },
      });
      expect(response.statusCode).toBe(ruleCase.accepted ? 200 : 400);
    });
  },
);
