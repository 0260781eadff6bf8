import type { Kysely } from 'kysely';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Database } from '../db/databaseSchema';
import { PLAN_COLUMNS_OF_ENTRY, toCartEntry, type CartEntryRow } from './cartEntryMapping';
import type { PricedSelection } from './planPricing';

type Db = Kysely<Database>;

function entriesQuery(db: Db) {
  return db
    .selectFrom('cart_entries')
    .innerJoin('plans', 'plans.id', 'cart_entries.plan_id')
    .selectAll('cart_entries')
    .select(PLAN_COLUMNS_OF_ENTRY);
}

/** The shopper's cart, oldest first (the order they were added in). */
export async function listCart(db: Db, userId: number): Promise<CartEntry[]> {
  const rows: CartEntryRow[] = await entriesQuery(db)
    .where('cart_entries.user_id', '=', userId)
    .where('cart_entries.removed_at', 'is', null)
    .orderBy('cart_entries.id')
    .execute();
  return rows.map(toCartEntry);
}

/** One entry still in this shopper's cart; another shopper's entry is as absent as a missing one. */
export async function findCartEntry(db: Db, userId: number, entryId: number): Promise<CartEntry | null> {
  const row: CartEntryRow | undefined = await entriesQuery(db)
    .where('cart_entries.id', '=', entryId)
    .where('cart_entries.user_id', '=', userId)
    .where('cart_entries.removed_at', 'is', null)
    .executeTakeFirst();
  return row ? toCartEntry(row) : null;
}

export async function countCart(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function addCartEntry(db: Db, userId: number, planId: number, priced: PricedSelection): Promise<number> {
  const { id } = await db
    .insertInto('cart_entries')
    .values({
      user_id: userId,
      plan_id: planId,
      plan_set: priced.planSet.code,
      foundation: priced.foundation.code,
      add_ons: priced.addOns.map((addOn) => addOn.code),
      plan_set_cents: priced.planSet.price,
      foundation_cents: priced.foundation.price,
      add_on_cents: priced.addOns.map((addOn) => addOn.price),
      price_cents: priced.total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Takes the entry out of the cart; false when this shopper has no such entry in the cart. */
export async function removeCartEntry(db: Db, userId: number, entryId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('cart_entries')
    .set({ removed_at: now })
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
