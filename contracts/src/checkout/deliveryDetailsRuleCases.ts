import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { DELIVERY_LIMITS, type ShippingAddressInput } from './shippingAddress';

/**
 * Test data, not a rule: the billing name and shipping address as a shopper types them at checkout, for an order that
 * needs an address (printed sets, or cash on delivery). The checkout form (yup, in checkout-remote) and POST order
 * must judge each case alike: accepted means the form sends it and the API places the order.
 */
export interface DeliveryDetailsInput {
  billing_name: string;
  shipping_address: ShippingAddressInput;
}

const US_ADDRESS: ShippingAddressInput = {
  full_name: 'Ana Ruiz',
  line1: '1200 NW Pine Street',
  line2: 'Apt 4',
  city: 'Portland',
  country: 'US',
  state_or_province: 'OR',
  postal_code: '97209',
  phone: '503 555 0142',
};

const CANADIAN_ADDRESS: ShippingAddressInput = {
  full_name: 'Luc Tremblay',
  line1: '45 Rue Saint-Paul',
  city: 'Montréal',
  country: 'CA',
  state_or_province: 'QC',
  postal_code: 'H2Y 1Z4',
  phone: '+1 (514) 555-0199',
};

/** The valid U.S. address with some fields changed. */
const us = (change: Partial<ShippingAddressInput>) => ({ shipping_address: { ...US_ADDRESS, ...change } });
/** The valid Canadian address with some fields changed. */
const canadian = (change: Partial<ShippingAddressInput>) => ({ shipping_address: { ...CANADIAN_ADDRESS, ...change } });
const longText = (length: number) => 'a'.repeat(length);

type Change = Partial<DeliveryDetailsInput>;
const accepted = (name: string, change: Change) => ({ name, change, accepted: true });
const refused = (name: string, change: Change) => ({ name, change, accepted: false });

export const DELIVERY_DETAILS_RULE_CASES: SubmissionRuleTable<DeliveryDetailsInput> = {
  valid: { billing_name: 'Ana Ruiz', shipping_address: US_ADDRESS },
  cases: [
    accepted('a U.S. address with a second line', {}),
    accepted('no second line', us({ line2: '' })),
    accepted('a ZIP+4 code', us({ postal_code: '97209-1234' })),
    accepted('the District of Columbia', us({ state_or_province: 'DC', city: 'Washington', postal_code: '20001' })),
    accepted('spaces around the fields', {
      billing_name: '  Ana Ruiz ',
      ...us({ full_name: ' Ana Ruiz ', city: ' Portland ', postal_code: ' 97209 ' }),
    }),
    accepted('a billing name other than the recipient', { billing_name: 'Ruiz Builders LLC' }),
    accepted('a billing name at its limit', { billing_name: longText(DELIVERY_LIMITS.billingName) }),
    accepted('a street at its limit', us({ line1: longText(DELIVERY_LIMITS.line) })),
    accepted('a Canadian address', canadian({})),
    accepted('a Canadian postal code without its space', canadian({ postal_code: 'H2Y1Z4' })),
    accepted('a Canadian postal code in lower case', canadian({ postal_code: 'h2y 1z4' })),
    accepted('a territory', canadian({ state_or_province: 'YT', city: 'Whitehorse', postal_code: 'Y1A 2C6' })),
    accepted('a phone with +1 and punctuation', us({ phone: '+1 (503) 555-0142' })),
    accepted('a phone of dots', us({ phone: '503.555.0142' })),
    refused('no billing name', { billing_name: '' }),
    refused('a billing name of spaces', { billing_name: '   ' }),
    refused('a billing name over its limit', { billing_name: longText(DELIVERY_LIMITS.billingName + 1) }),
    refused('no full name', us({ full_name: '' })),
    refused('a full name over its limit', us({ full_name: longText(DELIVERY_LIMITS.fullName + 1) })),
    refused('no street', us({ line1: '  ' })),
    refused('a street over its limit', us({ line1: longText(DELIVERY_LIMITS.line + 1) })),
    refused('a second line over its limit', us({ line2: longText(DELIVERY_LIMITS.line + 1) })),
    refused('no city', us({ city: '' })),
    refused('a city over its limit', us({ city: longText(DELIVERY_LIMITS.city + 1) })),
    refused('no country', us({ country: '' })),
    refused('a country the store does not ship to', us({ country: 'MX' })),
    refused('no state', us({ state_or_province: '' })),
    refused('an unknown state', us({ state_or_province: 'ZZ' })),
    refused('a state in lower case', us({ state_or_province: 'or' })),
    refused('a Canadian province in a U.S. address', us({ state_or_province: 'ON' })),
    refused('a U.S. state in a Canadian address', canadian({ state_or_province: 'NY' })),
    refused('no ZIP code', us({ postal_code: '' })),
    refused('a four-digit ZIP code', us({ postal_code: '9720' })),
    refused('a ZIP+4 code cut short', us({ postal_code: '97209-12' })),
    refused('a ZIP code with letters', us({ postal_code: '9720A' })),
    refused('a Canadian postal code in a U.S. address', us({ postal_code: 'H2Y 1Z4' })),
    refused('a ZIP code in a Canadian address', canadian({ postal_code: '97209' })),
    refused('a postal code with a letter Canada Post never uses', canadian({ postal_code: 'H2Y 1O4' })),
    refused('a postal code starting with W', canadian({ postal_code: 'W2Y 1Z4' })),
    refused('a postal code with a hyphen', canadian({ postal_code: 'H2Y-1Z4' })),
    refused('no phone', us({ phone: '' })),
    refused('a phone without its area code', us({ phone: '555 0142' })),
    refused('a phone with letters', us({ phone: '503-CALL-NOW' })),
    refused('a phone of too many digits', us({ phone: '1'.repeat(DELIVERY_LIMITS.phoneDigitsMax + 1) })),
  ],
};
