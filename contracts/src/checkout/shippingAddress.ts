import type { Static } from '@sinclair/typebox';
import { STATES_AND_PROVINCES, type Region } from '../content/statesAndProvinces';
import { CASH_ON_DELIVERY } from '../orders/orderCodes';
import { PRINTED_SET } from './printedSets';
import type { lastAddressSchema, shippingAddressSchema } from './shippingAddressSchemas';

/**
 * What delivery needs from the checkout (docs/decisions/order-lines.md, "Billing name and shipping address"): the
 * billing name of every order, which its licence carries ("Licensed to NAME for one build"), and a shipping address
 * in the United States or Canada when the order holds printed sets or is paid on delivery. The checkout form (yup,
 * in checkout-remote) and POST order check these same functions, so the two never disagree.
 */

/** A shipping address as POST order takes it and the order answers carry it (normalised: see normaliseShippingAddress). */
export type ShippingAddress = Static<typeof shippingAddressSchema>;

/** GET profile/last-address: what the checkout pre-fills, from the shopper's last order. */
export type LastAddress = Static<typeof lastAddressSchema>;

/** The countries the store ships printed sets to, with the words their addresses use. */
export const SHIPPING_COUNTRIES = Object.freeze([
  { code: 'US', label: 'United States', regionLabel: 'State', postalCodeLabel: 'ZIP code' },
  { code: 'CA', label: 'Canada', regionLabel: 'Province or territory', postalCodeLabel: 'Postal code' },
] as const);
export type ShippingCountryCode = (typeof SHIPPING_COUNTRIES)[number]['code'];
export const SHIPPING_COUNTRY_CODES: readonly ShippingCountryCode[] = SHIPPING_COUNTRIES.map((country) => country.code);

/** Canada's provinces and territories in contracts' one list of regions; every other entry is a U.S. state or D.C. */
const CANADIAN_REGIONS: ReadonlySet<string> = new Set([
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NT',
  'NS',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
]);

/** The states (with D.C.) or the provinces and territories of `country`, in the list's order. */
export function regionsOf(country: ShippingCountryCode): readonly Region[] {
  return STATES_AND_PROVINCES.filter((region) => CANADIAN_REGIONS.has(region.code) === (country === 'CA'));
}

export function isShippingCountry(value: string): value is ShippingCountryCode {
  return SHIPPING_COUNTRY_CODES.some((code) => code === value);
}

/** Characters, after the spaces around are trimmed. */
export const DELIVERY_LIMITS = {
  billingName: 100,
  fullName: 100,
  line: 100,
  city: 60,
  phone: 25,
  /** Digits in a phone number: a U.S. or Canadian number with its area code has 10, with +1 eleven. */
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
} as const;

export const DELIVERY_MESSAGES = {
  billingNameRequired: 'Please enter the name that goes on the licence.',
  billingNameTooLong: `The billing name is at most ${DELIVERY_LIMITS.billingName} characters.`,
  fullNameRequired: 'Please enter the full name of the person receiving the parcel.',
  fullNameTooLong: `The full name is at most ${DELIVERY_LIMITS.fullName} characters.`,
  line1Required: 'Please enter the street address.',
  lineTooLong: `Each address line is at most ${DELIVERY_LIMITS.line} characters.`,
  cityRequired: 'Please enter the city.',
  cityTooLong: `The city is at most ${DELIVERY_LIMITS.city} characters.`,
  countryRequired: 'Please choose the United States or Canada.',
  stateRequired: 'Please choose a state.',
  provinceRequired: 'Please choose a province or territory.',
  zipInvalid: 'Please enter a ZIP code such as 12345 or 12345-6789.',
  postalCodeInvalid: 'Please enter a postal code such as K1A 0B1.',
  phoneInvalid: 'Please enter a phone number with its area code, for the carrier.',
  /** POST order without the address an order of printed sets needs. */
  addressRequiredForPrintedSets: 'Printed sets are shipped: please enter the shipping address.',
  /** POST order without the address a cash-on-delivery order needs. */
  addressRequiredForCashOnDelivery:
    'Cash on delivery is paid when the order is delivered: please enter the shipping address.',
} as const;

/** Why an order needs a shipping address; null when it ships nothing and is paid online. */
export type ShippingReason = 'printed_sets' | 'cash_on_delivery';

/** An order needs an address when one of its lines is printed sets, or when it is paid on delivery. */
export function shippingReasonOf(planSetCodes: readonly number[], paymentMode: number): ShippingReason | null {
  if (planSetCodes.includes(PRINTED_SET)) return 'printed_sets';
  return paymentMode === CASH_ON_DELIVERY ? 'cash_on_delivery' : null;
}

/** POST order's refusal when the address the order needs is missing. */
export function missingAddressMessage(reason: ShippingReason): string {
  return reason === 'printed_sets'
    ? DELIVERY_MESSAGES.addressRequiredForPrintedSets
    : DELIVERY_MESSAGES.addressRequiredForCashOnDelivery;
}

/** Every field as a shopper types it: the form's values, and POST order's before the rules below have passed. */
export interface ShippingAddressInput {
  full_name: string;
  line1: string;
  line2?: string;
  city: string;
  country: string;
  state_or_province: string;
  postal_code: string;
  phone: string;
}
export type ShippingAddressField = keyof ShippingAddressInput;

/** The fields in the order the form shows them. */
export const SHIPPING_ADDRESS_FIELDS = [
  'full_name',
  'line1',
  'line2',
  'city',
  'country',
  'state_or_province',
  'postal_code',
  'phone',
] as const satisfies readonly ShippingAddressField[];

const ZIP_CODE = /^\d{5}(-\d{4})?$/;
/** A1A 1A1: Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter. */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;

function textProblem(value: string, limit: number, missing: string | null, tooLong: string): string | null {
  const text = value.trim();
  if (text === '') return missing;
  return text.length > limit ? tooLong : null;
}

export function billingNameProblem(value: string): string | null {
  return textProblem(
    value,
    DELIVERY_LIMITS.billingName,
    DELIVERY_MESSAGES.billingNameRequired,
    DELIVERY_MESSAGES.billingNameTooLong,
  );
}

function regionProblem(address: ShippingAddressInput): string | null {
  if (!isShippingCountry(address.country)) return null;
  const known = regionsOf(address.country).some((region) => region.code === address.state_or_province.trim());
  if (known) return null;
  return address.country === 'US' ? DELIVERY_MESSAGES.stateRequired : DELIVERY_MESSAGES.provinceRequired;
}

function postalCodeProblem(address: ShippingAddressInput): string | null {
  const code = address.postal_code.trim();
  if (address.country === 'US') return ZIP_CODE.test(code) ? null : DELIVERY_MESSAGES.zipInvalid;
  if (address.country === 'CA') return CANADIAN_POSTAL_CODE.test(code) ? null : DELIVERY_MESSAGES.postalCodeInvalid;
  return null;
}

function phoneProblem(value: string): string | null {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '').length;
  const fits =
    phone.length <= DELIVERY_LIMITS.phone &&
    PHONE_CHARACTERS.test(phone) &&
    digits >= DELIVERY_LIMITS.phoneDigitsMin &&
    digits <= DELIVERY_LIMITS.phoneDigitsMax;
  return fits ? null : DELIVERY_MESSAGES.phoneInvalid;
}

/** Each field's rule; a rule may read the other fields (the region and the code depend on the country). */
const FIELD_RULES: { [F in ShippingAddressField]-?: (address: ShippingAddressInput) => string | null } = {
  full_name: (address) =>
    textProblem(
      address.full_name,
      DELIVERY_LIMITS.fullName,
      DELIVERY_MESSAGES.fullNameRequired,
      DELIVERY_MESSAGES.fullNameTooLong,
    ),
  line1: (address) =>
    textProblem(address.line1, DELIVERY_LIMITS.line, DELIVERY_MESSAGES.line1Required, DELIVERY_MESSAGES.lineTooLong),
  line2: (address) => textProblem(address.line2 ?? '', DELIVERY_LIMITS.line, null, DELIVERY_MESSAGES.lineTooLong),
  city: (address) =>
    textProblem(address.city, DELIVERY_LIMITS.city, DELIVERY_MESSAGES.cityRequired, DELIVERY_MESSAGES.cityTooLong),
  country: (address) => (isShippingCountry(address.country) ? null : DELIVERY_MESSAGES.countryRequired),
  state_or_province: regionProblem,
  postal_code: postalCodeProblem,
  phone: (address) => phoneProblem(address.phone),
};

/** What is wrong with one field of the address, in the words the form shows beside it; null when it is fine. */
export function shippingAddressProblem(field: ShippingAddressField, address: ShippingAddressInput): string | null {
  return FIELD_RULES[field](address);
}

/** The first problem of the address, in the form's field order; null when the address is fine. */
export function firstShippingAddressProblem(address: ShippingAddressInput): string | null {
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    const problem = FIELD_RULES[field](address);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A Canadian postal code in upper case with its space (k1a0b1 -> K1A 0B1); a ZIP code as typed, trimmed. For a code
 * that passed the rules.
 */
export function normalisePostalCode(country: ShippingCountryCode, code: string): string {
  const trimmed = code.trim();
  if (country === 'US') return trimmed;
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** The address as it is stored and shown: trimmed, no empty second line, the postal code in its standard form. */
export function normaliseShippingAddress(address: ShippingAddress): ShippingAddress {
  const line2 = address.line2?.trim() ?? '';
  return {
    full_name: address.full_name.trim(),
    line1: address.line1.trim(),
    ...(line2 === '' ? {} : { line2 }),
    city: address.city.trim(),
    country: address.country,
    state_or_province: address.state_or_province.trim(),
    postal_code: normalisePostalCode(address.country, address.postal_code),
    phone: address.phone.trim(),
  };
}

/**
 * The address as a label is written, one line each: name, street, second line (if any), "City, ST ZIP", country,
 * phone. For pages and mails that show an order's address.
 */
export function shippingAddressLines(address: ShippingAddress): string[] {
  const country = SHIPPING_COUNTRIES.find((known) => known.code === address.country);
  return [
    address.full_name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state_or_province} ${address.postal_code}`,
    country?.label ?? address.country,
    address.phone,
  ];
}

/** Two addresses name the same place and phone once normalised (a repeated order with the same address is the same order). */
export function sameShippingAddress(first: ShippingAddress | null, second: ShippingAddress | null): boolean {
  if (first === null || second === null) return first === second;
  const a = normaliseShippingAddress(first);
  const b = normaliseShippingAddress(second);
  return SHIPPING_ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}
