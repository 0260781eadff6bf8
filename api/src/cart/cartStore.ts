import type { Kysely, Transaction } from 'kysely';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { compiledOnce } from '../db/compiledOnce';
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

/** The cart's entries of a shopper, oldest first: the header's badge, the cart page and checkout read it (compiledOnce). */
const cartQuery = compiledOnce(
  (db, userId: number) =>
    entriesQuery(db)
      .where('cart_entries.user_id', '=', userId)
      .where('cart_entries.removed_at', 'is', null)
      .orderBy('cart_entries.id'),
  [-20_261_129],
);

/** The shopper's cart, oldest first (the order they were added in). */
export async function listCart(db: Db, userId: number): Promise<CartEntry[]> {
  const { rows } = await db.executeQuery(cartQuery(db, userId));
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

/** These entries, all still in this shopper's cart, oldest first; null when any is not (gone, or another's). */
export async function findCartEntries(
  db: Db,
  userId: number,
  entryIds: readonly number[],
): Promise<CartEntry[] | null> {
  const rows: CartEntryRow[] = await entriesQuery(db)
    .where('cart_entries.id', 'in', [...entryIds])
    .where('cart_entries.user_id', '=', userId)
    .where('cart_entries.removed_at', 'is', null)
    .orderBy('cart_entries.id')
    .execute();
  return rows.length === new Set(entryIds).size ? rows.map(toCartEntry) : null;
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

/** What POST cart answers: the entry added, as the cart lists it, and the plans in the cart with it. */
export type AddedCartEntry =
  { added: true; entry: CartEntry; cartCount: number } | { added: false; reason: 'duplicate' | 'full' };

/**
 * Adds the plan with these choices, unless the cart already holds the same plan with the same choices (add-ons in
 * any order) or is full. The shopper's row is locked meanwhile, as placing an order locks it: a double click adds
 * one entry, and two tabs cannot fill the cart past its limit.
 */
export async function addCartEntry(
  db: Db,
  userId: number,
  planId: number,
  priced: PricedSelection,
  maxEntries: number,
): Promise<AddedCartEntry> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    const inCart = await trx
      .selectFrom('cart_entries')
      .select(['plan_id', 'plan_set', 'foundation', 'add_ons'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .execute();
    const addOns = priced.addOns.map((addOn) => addOn.code);
    const duplicate = inCart.some(
      (entry) =>
        entry.plan_id === planId &&
        entry.plan_set === priced.planSet.code &&
        entry.foundation === priced.foundation.code &&
        entry.add_ons.length === addOns.length &&
        addOns.every((code) => entry.add_ons.includes(code)),
    );
    if (duplicate) return { added: false, reason: 'duplicate' };
    if (inCart.length >= maxEntries) return { added: false, reason: 'full' };
    // The count is the one read under the lock, with this entry.
    return {
      added: true,
      entry: toCartEntry(await insertCartEntry(trx, userId, planId, priced)),
      cartCount: inCart.length + 1,
    };
  });
}

/** Inserts the entry and answers it with its plan's columns, in one statement: it is not read again. */
function insertCartEntry(
  db: Transaction<Database>,
  userId: number,
  planId: number,
  priced: PricedSelection,
): Promise<CartEntryRow> {
  return db
    .with('added', (trx) =>
      trx
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
        .returningAll(),
    )
    .selectFrom('added')
    .innerJoin('plans', 'plans.id', 'added.plan_id')
    .selectAll('added')
    .select(PLAN_COLUMNS_OF_ENTRY)
    .executeTakeFirstOrThrow();
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
