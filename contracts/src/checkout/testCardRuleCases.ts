import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import type { TestCardPaymentRequest } from './payment';

/**
 * Test data, not a rule: the test card form's fields as a shopper types them, which the payment page (yup, in
 * checkout-remote) and POST pay-test-card must judge alike. Accepted means the form sends it and the API charges
 * the card (the declined test number is used, so the order stays payable from case to case).
 */
export type TestCardInput = Omit<TestCardPaymentRequest, 'intent_id'>;

export const TEST_CARD_RULE_CASES: SubmissionRuleTable<TestCardInput> = {
  valid: { card_number: '4000 0000 0000 0002', expiry: '12/99', cvc: '123' },
  cases: [
    { name: 'the declined test card, well formed', change: {}, accepted: true },
    { name: 'an expiry with spaces around the slash', change: { expiry: '12 / 99' }, accepted: true },
    { name: 'a four-digit CVC', change: { cvc: '1234' }, accepted: true },
    { name: 'a CVC with spaces around it', change: { cvc: ' 123 ' }, accepted: true },
    { name: 'no card number', change: { card_number: '' }, accepted: false },
    { name: 'no expiry', change: { expiry: '' }, accepted: false },
    { name: 'an expiry without a slash', change: { expiry: '1299' }, accepted: false },
    { name: 'an expiry with a four-digit year', change: { expiry: '12/2099' }, accepted: false },
    { name: 'month 13', change: { expiry: '13/99' }, accepted: false },
    { name: 'month 00', change: { expiry: '00/99' }, accepted: false },
    { name: 'an expired card', change: { expiry: '01/20' }, accepted: false },
    { name: 'a two-digit CVC', change: { cvc: '12' }, accepted: false },
    { name: 'a five-digit CVC', change: { cvc: '12345' }, accepted: false },
    { name: 'letters in the CVC', change: { cvc: '12a' }, accepted: false },
  ],
};
