import { isShippingCountry, type ShippingAddress } from 'contracts/src/checkout/shippingAddress';

/** A shipping address as its columns read back (orders and last_addresses, migration 0014): all null, or an address. */
export interface ShippingColumnValues {
  shipping_full_name: string | null;
  shipping_line1: string | null;
  shipping_line2: string | null;
  shipping_city: string | null;
  shipping_country: string | null;
  shipping_state_or_province: string | null;
  shipping_postal_code: string | null;
  shipping_phone: string | null;
}

/** The orders columns of the shipping address, to select for shippingAddressOf. */
export const ORDER_SHIPPING_COLUMNS = [
  'orders.shipping_full_name',
  'orders.shipping_line1',
  'orders.shipping_line2',
  'orders.shipping_city',
  'orders.shipping_country',
  'orders.shipping_state_or_province',
  'orders.shipping_postal_code',
  'orders.shipping_phone',
] as const satisfies ReadonlyArray<`orders.${keyof ShippingColumnValues}`>;

/** The columns that store `address` (already normalised), or nulls for none. */
export function shippingColumnsOf(address: ShippingAddress | null): ShippingColumnValues {
  return {
    shipping_full_name: address?.full_name ?? null,
    shipping_line1: address?.line1 ?? null,
    shipping_line2: address?.line2 ?? null,
    shipping_city: address?.city ?? null,
    shipping_country: address?.country ?? null,
    shipping_state_or_province: address?.state_or_province ?? null,
    shipping_postal_code: address?.postal_code ?? null,
    shipping_phone: address?.phone ?? null,
  };
}

/** The address the columns hold; null when they hold none (the database keeps them all null or all set). */
export function shippingAddressOf(row: ShippingColumnValues): ShippingAddress | null {
  const {
    shipping_full_name: fullName,
    shipping_line1: line1,
    shipping_line2: line2,
    shipping_city: city,
    shipping_country: country,
    shipping_state_or_province: region,
    shipping_postal_code: postalCode,
    shipping_phone: phone,
  } = row;
  if (
    fullName === null ||
    line1 === null ||
    city === null ||
    country === null ||
    region === null ||
    postalCode === null ||
    phone === null
  ) {
    return null;
  }
  if (!isShippingCountry(country)) throw new Error(`a stored shipping address names country ${country}`);
  return {
    full_name: fullName,
    line1,
    ...(line2 === null ? {} : { line2 }),
    city,
    country,
    state_or_province: region,
    postal_code: postalCode,
    phone,
  };
}
