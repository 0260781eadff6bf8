import type { SubmissionRuleTable } from '../content/submissionRuleCases';

/**
 * Test data, not a rule: codes as a shopper types them, which checkout's code field (yup, in checkout-remote) and
 * the API's typed-code rule (TYPED_PROMO_CODE_PATTERN, after the form's normaliseTypedPromoCode) must judge alike.
 * Accepted means the format passes: whether such a code exists is the store's data, not the rule.
 */
export interface TypedPromoCodeInput {
  code: string;
}

/** The pattern's limit: '^[A-Za-z0-9_-]{1,32}$'. */
const LIMIT = 32;

export const TYPED_PROMO_CODE_RULE_CASES: SubmissionRuleTable<TypedPromoCodeInput> = {
  valid: { code: 'TRADE25' },
  cases: [
    { name: 'a private code as listed', change: {}, accepted: true },
    { name: 'the code in lower case', change: { code: 'trade25' }, accepted: true },
    { name: 'spaces around the code', change: { code: '  TRADE25 ' }, accepted: true },
    { name: 'hyphen and underscore', change: { code: 'SPRING-SALE_2' }, accepted: true },
    { name: 'a code at its limit', change: { code: 'A'.repeat(LIMIT) }, accepted: true },
    { name: 'no code', change: { code: '' }, accepted: false },
    { name: 'spaces only', change: { code: '   ' }, accepted: false },
    { name: 'a code over its limit', change: { code: 'A'.repeat(LIMIT + 1) }, accepted: false },
    { name: 'a space inside', change: { code: 'TRADE 25' }, accepted: false },
    { name: 'punctuation', change: { code: 'TRADE25!' }, accepted: false },
    { name: 'a letter beyond ASCII', change: { code: 'CAFÉ10' }, accepted: false },
  ],
};
