import { Type } from '@sinclair/typebox';
import { stringEnumSchema } from '../account/stringEnumSchema';
import { SHIPPING_COUNTRY_CODES } from './shippingAddress';

/**
 * The schemas of the billing name and the shipping address. They check the shape and cap each text's length on the
 * wire; the rules themselves (what is required, each field's limit once trimmed, a state of the chosen country, ZIP or
 * postal code, phone) are shippingAddress.ts's functions, which POST order runs after the schema and the checkout
 * form runs before sending. `shippingAddress.ts` derives the types from these schemas.
 */

/** A text field's cap on the wire: above any field's own limit, so that the rules give the message, not the schema. */
const WIRE_TEXT_MAX = 200;

const text = () => Type.String({ maxLength: WIRE_TEXT_MAX });

/** The name on the licence: "Licensed to NAME for one build". */
export const billingNameSchema = Type.String({
  maxLength: WIRE_TEXT_MAX,
  description:
    'The name that goes on the licence ("Licensed to NAME for one build"), 1 to 100 characters once trimmed.',
});

/** A shipping address in the United States or Canada. */
export const shippingAddressSchema = Type.Object(
  {
    full_name: text(),
    line1: text(),
    line2: Type.Optional(text()),
    city: text(),
    country: stringEnumSchema(SHIPPING_COUNTRY_CODES),
    state_or_province: Type.String({
      maxLength: 2,
      description: "A code of contracts' STATES_AND_PROVINCES in the country.",
    }),
    postal_code: Type.String({
      maxLength: 10,
      description:
        'US: 12345 or 12345-6789. Canada: A1A 1A1 (space optional, any case; stored upper case with a space).',
    }),
    phone: Type.String({ maxLength: WIRE_TEXT_MAX, description: 'Digits with + ( ) . - and spaces; 10 to 15 digits.' }),
  },
  { additionalProperties: false },
);

/** GET profile/last-address answer: the billing name and shipping address of the shopper's last order. */
export const lastAddressSchema = Type.Object({
  billing_name: Type.Union([Type.String(), Type.Null()], {
    description: "The last order's billing name; before any order, the account's name (null when it has none).",
  }),
  shipping_address: Type.Union([shippingAddressSchema, Type.Null()], {
    description: 'The last address an order was shipped to; null before the first order that needed one.',
  }),
});
