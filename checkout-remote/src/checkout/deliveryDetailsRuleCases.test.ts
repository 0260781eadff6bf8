import { DELIVERY_DETAILS_RULE_CASES } from 'contracts/src/checkout/deliveryDetailsRuleCases';
import { PRINTED_SET } from 'contracts/src/checkout/printedSets';
import { CARD_PAYMENT } from 'contracts/src/orders/orderCodes';
import { checkoutFormSchema, type CheckoutFormContext } from './checkoutFormSchema';

// The browser's half of the same-rules test: api/src/orders/deliveryDetailsRuleCases.test.ts sends the same table to
// POST order. Each case is an order of printed sets paid by card, so the address is needed and checked.
describe('the checkout form judges each billing name and address of the shared table as the API does', () => {
  const { valid, cases } = DELIVERY_DETAILS_RULE_CASES;
  const context: CheckoutFormContext = { planSetCodes: [PRINTED_SET] };

  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    const { billing_name: billingName, shipping_address: address } = { ...valid, ...ruleCase.change };
    const values = {
      payment_mode: String(CARD_PAYMENT),
      billing_name: billingName,
      shipping_address: { line2: '', ...address },
    };
    expect(await checkoutFormSchema.isValid(values, { context })).toBe(ruleCase.accepted);
  });

  it('does not check an address the order does not need (a PDF set paid by card)', async () => {
    const values = {
      payment_mode: String(CARD_PAYMENT),
      billing_name: valid.billing_name,
      shipping_address: { ...valid.shipping_address, line2: '', postal_code: 'not a code' },
    };
    expect(await checkoutFormSchema.isValid(values, { context: { planSetCodes: [1] } })).toBe(true);
    expect(await checkoutFormSchema.isValid(values, { context })).toBe(false);
  });
});
