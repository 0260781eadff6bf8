import * as yup from 'yup';
import type { TestCardPaymentRequest } from 'contracts/src/checkout/payment';
import { CARD_NUMBER_MISSING, testCardCvcProblem, testCardExpiryProblem } from 'contracts/src/checkout/testCardRules';

/** A yup test that fails with the rule's own message. */
function ruleTest(problemOf: (value: string) => string | null) {
  return (value: string, context: yup.TestContext) => {
    const problem = problemOf(value);
    return problem === null || context.createError({ message: problem });
  };
}

/**
 * The test card form's checks before anything is sent, the API's own (contracts' testCardRules): the card is there,
 * the expiry is a real month not past, the CVC has 3 or 4 digits. Whether the card pays is the provider's decision.
 */
export const testCardSchema: yup.ObjectSchema<Omit<TestCardPaymentRequest, 'intent_id'>> = yup.object({
  card_number: yup.string().trim().required(CARD_NUMBER_MISSING),
  expiry: yup
    .string()
    .defined()
    .test(
      'expiry',
      '',
      ruleTest((expiry) => testCardExpiryProblem(expiry, new Date())),
    ),
  cvc: yup.string().defined().test('cvc', '', ruleTest(testCardCvcProblem)),
});
