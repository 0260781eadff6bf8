import * as yup from 'yup';
import type { OrderRequest } from 'contracts/src/checkout/order';
import {
  billingNameProblem,
  isShippingCountry,
  shippingAddressProblem,
  shippingReasonOf,
  type LastAddress,
  type ShippingAddressField,
  type ShippingAddressInput,
  type ShippingReason,
} from 'contracts/src/checkout/shippingAddress';
import { PAYMENT_MODES } from 'contracts/src/orders/orderCodes';

export const PAYMENT_MODE_REQUIRED = 'Please select a payment mode before proceeding.';

export type PaymentModeCode = (typeof PAYMENT_MODES)[number]['code'];

/** The address fields as the form holds them: text, '' while empty (the second line too). */
export type ShippingAddressFormValues = Required<ShippingAddressInput>;

/** The checkout form's values: the radios give the payment mode's code as text, '' until one is chosen. */
export interface CheckoutFormValues {
  payment_mode: string;
  billing_name: string;
  shipping_address: ShippingAddressFormValues;
}

/** What the form decides about the order: POST order's fields besides the lines and the promo code. */
export type CheckoutDetails = Pick<OrderRequest, 'payment_mode' | 'billing_name' | 'shipping_address'>;

/** What the form's rules read besides its values (react-hook-form hands it to the resolver as yup's context). */
export interface CheckoutFormContext {
  /** The PLAN_SETS codes of the lines bought: printed sets need an address whatever the payment. */
  planSetCodes: readonly number[];
}

export function paymentModeOf(value: string): PaymentModeCode | null {
  return PAYMENT_MODES.find((mode) => String(mode.code) === value)?.code ?? null;
}

/** Why this order needs a shipping address as the form stands (printed sets, or cash on delivery chosen); null if not. */
export function shippingReasonFor(planSetCodes: readonly number[], paymentMode: string): ShippingReason | null {
  return shippingReasonOf(planSetCodes, paymentModeOf(paymentMode) ?? 0);
}

const EMPTY_ADDRESS: ShippingAddressFormValues = {
  full_name: '',
  line1: '',
  line2: '',
  city: '',
  country: 'US',
  state_or_province: '',
  postal_code: '',
  phone: '',
};

/** The form's first values: the shopper's last billing name and address when the API knows them. */
export function checkoutFormDefaults(last: LastAddress | null): CheckoutFormValues {
  const address = last?.shipping_address;
  return {
    payment_mode: '',
    billing_name: last?.billing_name ?? '',
    shipping_address: address ? { ...EMPTY_ADDRESS, ...address } : EMPTY_ADDRESS,
  };
}

/** The address the form holds, read from yup's untyped parent object (the address's other fields decide some rules). */
function addressIn(parent: unknown): ShippingAddressInput {
  const text = (field: ShippingAddressField) => {
    const value: unknown = typeof parent === 'object' && parent !== null ? Reflect.get(parent, field) : undefined;
    return typeof value === 'string' ? value : '';
  };
  return {
    full_name: text('full_name'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    country: text('country'),
    state_or_province: text('state_or_province'),
    postal_code: text('postal_code'),
    phone: text('phone'),
  };
}

/** An address field checked with the API's own rule (contracts' shippingAddress.ts), or only held when not needed. */
function addressField(field: ShippingAddressField, checked: boolean) {
  const value = yup.string().defined();
  if (!checked) return value;
  return value.test(field, '', (_text, context) => {
    const problem = shippingAddressProblem(field, addressIn(context.parent));
    return problem === null || context.createError({ message: problem });
  });
}

function addressSchema(checked: boolean): yup.ObjectSchema<ShippingAddressFormValues> {
  return yup.object({
    full_name: addressField('full_name', checked),
    line1: addressField('line1', checked),
    line2: addressField('line2', checked),
    city: addressField('city', checked),
    country: addressField('country', checked),
    state_or_province: addressField('state_or_province', checked),
    postal_code: addressField('postal_code', checked),
    phone: addressField('phone', checked),
  });
}

function formSchema(needsAddress: boolean): yup.ObjectSchema<CheckoutFormValues> {
  return yup.object({
    payment_mode: yup
      .string()
      .defined()
      .test('payment-mode', PAYMENT_MODE_REQUIRED, (value) => paymentModeOf(value) !== null),
    billing_name: yup
      .string()
      .defined()
      .test('billing-name', '', (value, context) => {
        const problem = billingNameProblem(value);
        return problem === null || context.createError({ message: problem });
      }),
    shipping_address: addressSchema(needsAddress),
  });
}

const WITH_ADDRESS = formSchema(true);
const WITHOUT_ADDRESS = formSchema(false);

function contextOf(options: { context?: unknown }): CheckoutFormContext {
  const context = options.context;
  const codes: unknown = typeof context === 'object' && context !== null ? Reflect.get(context, 'planSetCodes') : [];
  return { planSetCodes: Array.isArray(codes) ? codes.filter((code) => typeof code === 'number') : [] };
}

/**
 * The checkout form's checks, the API's own (contracts' shippingAddress.ts): a payment mode, the billing name, and
 * the shipping address when the order needs one. An address the order does not need is kept in the form (the shopper
 * may choose cash on delivery again) but not checked, and not sent.
 */
export const checkoutFormSchema = yup.lazy((values: unknown, options) => {
  const paymentMode: unknown = typeof values === 'object' && values !== null ? Reflect.get(values, 'payment_mode') : '';
  const reason = shippingReasonFor(contextOf(options).planSetCodes, typeof paymentMode === 'string' ? paymentMode : '');
  return reason === null ? WITHOUT_ADDRESS : WITH_ADDRESS;
});

/** POST order's fields from the form's checked values: the address only when the order needs one. */
export function checkoutDetailsOf(values: CheckoutFormValues, context: CheckoutFormContext): CheckoutDetails | null {
  const paymentMode = paymentModeOf(values.payment_mode);
  if (paymentMode === null) return null;
  const details: CheckoutDetails = { payment_mode: paymentMode, billing_name: values.billing_name.trim() };
  if (shippingReasonOf(context.planSetCodes, paymentMode) === null) return details;
  const { country, line2, ...address } = values.shipping_address;
  if (!isShippingCountry(country)) return null;
  return { ...details, shipping_address: { ...address, country, ...(line2.trim() === '' ? {} : { line2 }) } };
}
