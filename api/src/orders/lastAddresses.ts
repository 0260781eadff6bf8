import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { LastAddress, ShippingAddress } from 'contracts/src/checkout/shippingAddress';
import type { Database } from '../db/databaseSchema';
import { shippingAddressOf, shippingColumnsOf } from './shippingColumns';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderAddresses {
  billingName: string;
  /** Null when the order needed none: the address given before is kept. */
  shippingAddress: ShippingAddress | null;
}

/**
 * Keeps what an order was placed with on the shopper's account (last_addresses, migration 0014), for the next checkout:
 * the billing name always, the shipping address when the order had one.
 */
export function rememberAddresses(
  db: QueryCreator<Database>,
  userId: number,
  { billingName, shippingAddress }: OrderAddresses,
  now: Date,
) {
  const shipping = shippingAddress === null ? {} : shippingColumnsOf(shippingAddress);
  return db
    .insertInto('last_addresses')
    .values({ user_id: userId, billing_name: billingName, ...shipping, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ billing_name: billingName, ...shipping, updated_at: now }),
    );
}

/**
 * What the checkout pre-fills for this shopper: their last order's billing name and last shipping address. Before a
 * first order, the billing name is the account's name (null when it has none), and there is no address.
 */
export async function findLastAddress(db: Db, userId: number): Promise<LastAddress> {
  const row = await db
    .selectFrom('users')
    .leftJoin('last_addresses', 'last_addresses.user_id', 'users.id')
    .select([
      'users.name',
      'last_addresses.billing_name',
      'last_addresses.shipping_full_name',
      'last_addresses.shipping_line1',
      'last_addresses.shipping_line2',
      'last_addresses.shipping_city',
      'last_addresses.shipping_country',
      'last_addresses.shipping_state_or_province',
      'last_addresses.shipping_postal_code',
      'last_addresses.shipping_phone',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return { billing_name: null, shipping_address: null };
  const accountName = row.name.trim();
  return {
    billing_name: row.billing_name ?? (accountName === '' ? null : accountName),
    shipping_address: shippingAddressOf(row),
  };
}
