import { STATES_AND_PROVINCES } from '../content/statesAndProvinces';
import { CARD_PAYMENT, CASH_ON_DELIVERY } from '../orders/orderCodes';
import { PLAN_SETS } from './planOptions';
import {
  DELIVERY_MESSAGES,
  firstShippingAddressProblem,
  missingAddressMessage,
  normaliseShippingAddress,
  regionsOf,
  sameShippingAddress,
  shippingAddressLines,
  shippingAddressProblem,
  shippingReasonOf,
  type ShippingAddress,
} from './shippingAddress';

const PDF_SET = PLAN_SETS[0].code;
const PRINTED_SETS = PLAN_SETS[1].code;
const CAD_FILES = PLAN_SETS[2].code;

const address: ShippingAddress = {
  full_name: 'Luc Tremblay',
  line1: '45 Rue Saint-Paul',
  city: 'Montréal',
  country: 'CA',
  state_or_province: 'QC',
  postal_code: 'h2y1z4',
  phone: '+1 (514) 555-0199',
};

describe('regionsOf', () => {
  it("splits contracts' one list into the 50 states with D.C. and Canada's 13 provinces and territories", () => {
    const states = regionsOf('US');
    const provinces = regionsOf('CA');
    expect(states).toHaveLength(51);
    expect(provinces).toHaveLength(13);
    expect(states.map((region) => region.code)).toEqual(expect.arrayContaining(['AL', 'DC', 'WY']));
    expect(provinces.map((region) => region.name)).toEqual(
      expect.arrayContaining(['Ontario', 'Quebec', 'Yukon', 'Nunavut']),
    );
    expect([...states, ...provinces].length).toBe(STATES_AND_PROVINCES.length);
  });
});

describe('shippingReasonOf', () => {
  it('asks for an address for printed sets, whatever the payment, and for cash on delivery, whatever the sets', () => {
    expect(shippingReasonOf([PDF_SET, PRINTED_SETS], CARD_PAYMENT)).toBe('printed_sets');
    expect(shippingReasonOf([PRINTED_SETS], CASH_ON_DELIVERY)).toBe('printed_sets');
    expect(shippingReasonOf([PDF_SET], CASH_ON_DELIVERY)).toBe('cash_on_delivery');
    expect(shippingReasonOf([PDF_SET, CAD_FILES], CARD_PAYMENT)).toBeNull();
  });

  it('says why in the refusal', () => {
    expect(missingAddressMessage('printed_sets')).toBe('Printed sets are shipped: please enter the shipping address.');
    expect(missingAddressMessage('cash_on_delivery')).toBe(
      'Cash on delivery is paid when the order is delivered: please enter the shipping address.',
    );
  });
});

describe('the address rules', () => {
  it('names the region by its country', () => {
    expect(shippingAddressProblem('state_or_province', { ...address, state_or_province: 'NY' })).toBe(
      DELIVERY_MESSAGES.provinceRequired,
    );
    expect(shippingAddressProblem('state_or_province', { ...address, country: 'US' })).toBe(
      DELIVERY_MESSAGES.stateRequired,
    );
  });

  it('checks the code against the country chosen', () => {
    expect(shippingAddressProblem('postal_code', { ...address, postal_code: '97209' })).toBe(
      DELIVERY_MESSAGES.postalCodeInvalid,
    );
    expect(shippingAddressProblem('postal_code', { ...address, country: 'US' })).toBe(DELIVERY_MESSAGES.zipInvalid);
  });

  it('reports the first problem in the order of the form', () => {
    expect(firstShippingAddressProblem(address)).toBeNull();
    expect(firstShippingAddressProblem({ ...address, city: '', phone: '12' })).toBe(DELIVERY_MESSAGES.cityRequired);
  });
});

describe('normaliseShippingAddress', () => {
  it('trims, drops an empty second line and writes a Canadian code in upper case with its space', () => {
    expect(normaliseShippingAddress({ ...address, full_name: ' Luc Tremblay ', line2: '  ' })).toEqual({
      ...address,
      postal_code: 'H2Y 1Z4',
    });
    expect(normaliseShippingAddress({ ...address, country: 'US', postal_code: ' 97209-1234 ' }).postal_code).toBe(
      '97209-1234',
    );
  });

  it('makes the same address typed twice the same, and another one different', () => {
    expect(sameShippingAddress(address, { ...address, postal_code: 'H2Y 1Z4', line2: '' })).toBe(true);
    expect(sameShippingAddress(address, { ...address, line1: '46 Rue Saint-Paul' })).toBe(false);
    expect(sameShippingAddress(address, null)).toBe(false);
    expect(sameShippingAddress(null, null)).toBe(true);
  });
});

describe('shippingAddressLines', () => {
  it('writes the address as a label, the second line only when there is one', () => {
    expect(shippingAddressLines(normaliseShippingAddress(address))).toEqual([
      'Luc Tremblay',
      '45 Rue Saint-Paul',
      'Montréal, QC H2Y 1Z4',
      'Canada',
      '+1 (514) 555-0199',
    ]);
    expect(shippingAddressLines({ ...address, country: 'US', line2: 'Apt 4' }).slice(1, 5)).toEqual([
      '45 Rue Saint-Paul',
      'Apt 4',
      'Montréal, QC h2y1z4',
      'United States',
    ]);
  });
});
