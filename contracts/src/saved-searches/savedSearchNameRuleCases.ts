import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from './savedSearches';

const LIMIT = MAX_SAVED_SEARCH_NAME_LENGTH;
const letters = (length: number) => 'a'.repeat(length);

/**
 * Test data, not a rule: the names the "Save search" and rename forms (yup, in catalog-remote and account-remote)
 * and the API (savedSearchRoutes.ts) must judge alike. Each side has a test that runs every case through its checks.
 */
export const SAVED_SEARCH_NAME_RULE_CASES: SubmissionRuleTable<{ name: string }> = {
  valid: { name: 'Lake cottages' },
  cases: [
    { name: 'the valid name', change: {}, accepted: true },
    { name: 'one character', change: { name: 'A' }, accepted: true },
    { name: 'spaces around the name', change: { name: '  Lake cottages ' }, accepted: true },
    { name: 'a name at its limit', change: { name: letters(LIMIT) }, accepted: true },
    {
      name: 'a name at its limit once its inner spaces are one each',
      change: { name: `${letters(LIMIT / 2 - 1)}      ${letters(LIMIT / 2)}` },
      accepted: true,
    },
    { name: 'letters beyond English', change: { name: 'Maisons à étage' }, accepted: true },
    { name: 'no name', change: { name: '' }, accepted: false },
    { name: 'spaces only', change: { name: '    ' }, accepted: false },
    { name: 'a name over its limit', change: { name: letters(LIMIT + 1) }, accepted: false },
    { name: 'a name over its limit inside spaces', change: { name: ` ${letters(LIMIT + 1)} ` }, accepted: false },
  ],
};
