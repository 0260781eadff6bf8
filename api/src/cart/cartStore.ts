import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/databaseSchema';
import { statementsRunAlone } from '../db/oneSessionDatabases';
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

type EntryChoices = { userId: number; planId: number; planSet: number; foundation: number; addOns: number[] };

/** The shopper's entry of this plan with the same choices (add-ons in any order), when the cart holds one. */
function sameEntryQuery(db: QueryCreator<Database>, choices: EntryChoices) {
  return (
    db
      .selectFrom('cart_entries as same')
      .select('same.id')
      .where('same.user_id', '=', choices.userId)
      .where('same.removed_at', 'is', null)
      .where('same.plan_id', '=', choices.planId)
      .where('same.plan_set', '=', choices.planSet)
      .where('same.foundation', '=', choices.foundation)
      // The same add-ons in any order: as many, and every one asked for among them.
      .where(sql<boolean>`cardinality(same.add_ons) = cardinality(${choices.addOns}::integer[])`)
      .where(sql<boolean>`same.add_ons @> ${choices.addOns}::integer[]`)
  );
}

/**
 * Inserts the entry unless the cart holds the same plan with the same choices (add-ons in any order) or holds
 * `maxEntries` plans, and answers it with its plan's columns and the count of the cart before it; no row when it
 * added nothing. One statement for the check and the insert, built once (db/compiledOnce.ts): on PGlite a
 * transaction holds the one session through each round trip to the API (docs/decisions/pglite-off-main-thread.md).
 * On PostgreSQL it runs after the statement that locks the shopper's row, so it sees every entry committed before the
 * lock was granted (a statement's snapshot is taken when it starts); on PGlite it runs alone (addCartEntry).
 */
const insertUnlessHeldQuery = compiledOnce(
  (
    db,
    userId: number,
    planId: number,
    planSet: number,
    foundation: number,
    addOns: number[],
    planSetCents: number,
    foundationCents: number,
    addOnCents: number[],
    priceCents: number,
    maxEntries: number,
  ) =>
    db
      .with('held', (db) =>
        db
          .selectFrom('cart_entries')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .where('removed_at', 'is', null),
      )
      .with('added', (withHeld) =>
        withHeld
          .insertInto('cart_entries')
          .columns([
            'user_id',
            'plan_id',
            'plan_set',
            'foundation',
            'add_ons',
            'plan_set_cents',
            'foundation_cents',
            'add_on_cents',
            'price_cents',
          ])
          // Typed here: a bare parameter in a select list would be text, not the column's type.
          .expression((eb) =>
            eb
              .selectFrom('held')
              .select([
                eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
                eb.cast<number>(eb.val(planId), 'integer').as('plan_id'),
                eb.cast<number>(eb.val(planSet), 'integer').as('plan_set'),
                eb.cast<number>(eb.val(foundation), 'integer').as('foundation'),
                eb.cast<number[]>(eb.val(addOns), sql`integer[]`).as('add_ons'),
                eb.cast<number>(eb.val(planSetCents), 'integer').as('plan_set_cents'),
                eb.cast<number>(eb.val(foundationCents), 'integer').as('foundation_cents'),
                eb.cast<number[]>(eb.val(addOnCents), sql`integer[]`).as('add_on_cents'),
                eb.cast<number>(eb.val(priceCents), 'integer').as('price_cents'),
              ])
              .where(sql<number>`held.count`, '<', maxEntries)
              .where((where) =>
                where.not(where.exists(sameEntryQuery(db, { userId, planId, planSet, foundation, addOns }))),
              ),
          )
          .returningAll(),
      )
      .selectFrom('added')
      .innerJoin('plans', 'plans.id', 'added.plan_id')
      .innerJoin('held', (join) => join.onTrue())
      .selectAll('added')
      .select(PLAN_COLUMNS_OF_ENTRY)
      .select('held.count as held'),
  [-20_261_101, -20_261_102, -20_261_103, -20_261_104, [], -20_261_105, -20_261_106, [], -20_261_107, -20_261_108],
);

/**
 * Adds the plan with these choices, unless the cart already holds the same plan with the same choices (add-ons in
 * any order) or is full. The shopper's row is locked meanwhile, as placing an order locks it: a double click adds
 * one entry, and two tabs cannot fill the cart past its limit. On PGlite the insert's one statement is alone with
 * the data (db/oneSessionDatabases.ts), so it runs without the lock and its transaction; only a refusal, rare, is
 * asked again the locking way, for its reason.
 */
export async function addCartEntry(
  db: Db,
  userId: number,
  planId: number,
  priced: PricedSelection,
  maxEntries: number,
): Promise<AddedCartEntry> {
  const addOns = priced.addOns.map((addOn) => addOn.code);
  /** The insert, on `on` (the database, or the transaction holding the lock); null when it added nothing. */
  const insertUnlessHeld = async (on: Db): Promise<AddedCartEntry | null> => {
    const {
      rows: [row],
    } = await on.executeQuery(
      // Compiled once for the database, run on the connection given.
      insertUnlessHeldQuery(
        db,
        userId,
        planId,
        priced.planSet.code,
        priced.foundation.code,
        addOns,
        priced.planSet.price,
        priced.foundation.price,
        priced.addOns.map((addOn) => addOn.price),
        priced.total,
        maxEntries,
      ),
    );
    if (!row) return null;
    const { held, ...entry } = row;
    // The count is the one the insert read, with this entry.
    return { added: true, entry: toCartEntry(entry), cartCount: Number(held) + 1 };
  };

  if (statementsRunAlone(db)) {
    const added = await insertUnlessHeld(db);
    if (added) return added;
  }
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    const added = await insertUnlessHeld(trx);
    if (added) return added;
    // Nothing added (rare): the same entry is in the cart, or else the cart was full; read under the same lock.
    const { duplicate } = await trx
      .selectNoFrom((eb) =>
        eb
          .exists(
            sameEntryQuery(trx, {
              userId,
              planId,
              planSet: priced.planSet.code,
              foundation: priced.foundation.code,
              addOns,
            }),
          )
          .as('duplicate'),
      )
      .executeTakeFirstOrThrow();
    return { added: false, reason: duplicate ? 'duplicate' : 'full' };
  });
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
