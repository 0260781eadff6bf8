import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { PLAN_NUMBER_MAX_LENGTH } from './planNumberRules';

/**
 * Test data, not a rule: plan numbers as a visitor types them, which the footer's search (yup, in the shell) and
 * GET user/property must judge alike. Accepted means the number is looked up (found or not is the catalogue's
 * business); refused means a 400 and no lookup.
 */
export interface PlanNumberInput {
  plan_number: string;
}

export const PLAN_NUMBER_RULE_CASES: SubmissionRuleTable<PlanNumberInput> = {
  valid: { plan_number: 'HP-1001' },
  cases: [
    { name: 'a plan number', change: {}, accepted: true },
    { name: 'spaces around it', change: { plan_number: '  HP-1001 ' }, accepted: true },
    { name: 'lower case', change: { plan_number: 'hp-1001' }, accepted: true },
    { name: "the '#' plan cards show before it", change: { plan_number: '#HP-1001' }, accepted: true },
    { name: 'a number at its limit', change: { plan_number: 'H'.repeat(PLAN_NUMBER_MAX_LENGTH) }, accepted: true },
    { name: 'nothing', change: { plan_number: '' }, accepted: false },
    { name: 'spaces only', change: { plan_number: '   ' }, accepted: false },
    {
      name: 'a number over its limit',
      change: { plan_number: 'H'.repeat(PLAN_NUMBER_MAX_LENGTH + 1) },
      accepted: false,
    },
  ],
};
