import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { MAX_COLLECTION_NAME_LENGTH, type CollectionNameBody } from './favorites';

const LIMIT = MAX_COLLECTION_NAME_LENGTH;
const letters = (length: number) => 'a'.repeat(length);

/**
 * Test data, not a rule: the names that the favourite collections' create and rename forms (yup, in catalog-remote)
 * and the API (favouriteRoutes.ts) must judge alike. Each side has a test that runs every case through its checks.
 */
export const COLLECTION_NAME_RULE_CASES: SubmissionRuleTable<CollectionNameBody> = {
  valid: { name: 'Lake houses' },
  cases: [
    { name: 'the valid name', change: {}, accepted: true },
    { name: 'spaces around the name', change: { name: '  Lake houses ' }, accepted: true },
    { name: 'a name at its limit', change: { name: letters(LIMIT) }, accepted: true },
    {
      name: 'a name at its limit once its inner spaces are one each',
      change: { name: `${letters(LIMIT / 2 - 1)}      ${letters(LIMIT / 2)}` },
      accepted: true,
    },
    { name: 'a tab and a line break inside', change: { name: 'Lake\thouses\nnorth' }, accepted: true },
    { name: 'letters beyond English', change: { name: 'Maisons à étage' }, accepted: true },
    { name: 'no name', change: { name: '' }, accepted: false },
    { name: 'spaces only', change: { name: '    ' }, accepted: false },
    { name: 'a name over its limit', change: { name: letters(LIMIT + 1) }, accepted: false },
    { name: 'a name over its limit inside spaces', change: { name: ` ${letters(LIMIT + 1)} ` }, accepted: false },
  ],
};
