import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { STAFF_ORDER_SEARCH_MAX_LENGTH } from './staffOrders';

/**
 * Test data, not a rule: the staff desk's order filters as a staff member fills them in (days as 'YYYY-MM-DD',
 * '' for "any"), which the desk's filter form (yup, in staff-remote) and GET /api/staff/orders (the days sent as the
 * instants that bound them) must judge alike.
 */
export interface StaffOrderFilterInput {
  q: string;
  status: string;
  from: string;
  to: string;
}

export const STAFF_ORDER_FILTER_RULE_CASES: SubmissionRuleTable<StaffOrderFilterInput> = {
  valid: { q: '', status: '', from: '', to: '' },
  cases: [
    { name: 'no filter at all', change: {}, accepted: true },
    { name: 'an order number', change: { q: '#42' }, accepted: true },
    { name: 'an e-mail address', change: { q: 'ann@example.com' }, accepted: true },
    { name: 'a search at its limit', change: { q: 'a'.repeat(STAFF_ORDER_SEARCH_MAX_LENGTH) }, accepted: true },
    { name: 'a search over its limit', change: { q: 'a'.repeat(STAFF_ORDER_SEARCH_MAX_LENGTH + 1) }, accepted: false },
    { name: 'a status', change: { status: '4' }, accepted: true },
    { name: 'a status the store does not have', change: { status: '99' }, accepted: false },
    { name: 'a single day', change: { from: '2026-02-01', to: '2026-02-01' }, accepted: true },
    { name: 'a month', change: { from: '2026-02-01', to: '2026-02-28' }, accepted: true },
    { name: 'a first day only', change: { from: '2026-02-01' }, accepted: true },
    { name: 'a last day only', change: { to: '2026-02-28' }, accepted: true },
    { name: 'a range that ends before it starts', change: { from: '2026-03-01', to: '2026-02-01' }, accepted: false },
  ],
};
