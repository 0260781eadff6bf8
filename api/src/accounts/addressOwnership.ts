import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/databaseSchema';
import { revokeSessionsOfUser } from '../auth/sessionTokens';
import { normalizeEmail } from './userAccounts';

/**
 * An address belongs to whoever proves they receive its mail (ARCHITECTURE.md "Auth"). A password sign-up proves
 * nothing, so its account stays unconfirmed until the code mailed to it is entered. Whoever then proves the address
 * (a sign-in or reset code, a provider's verified address) gets a fresh account for it: the unconfirmed one is set
 * aside, not deleted: its address is replaced by one that can receive no mail, its password removed and every
 * session of it revoked, and whatever it saved (profile, settings, cart, favourites, orders) stays with it, never
 * shown to the owner. Orders and payments are the store's records, so keeping them beats deleting them.
 * docs/decisions/address-ownership.md says why.
 */

/** The address an unconfirmed account is set aside under: unique, and `.invalid` can never receive mail (RFC 2606). */
export function setAsideAddress(userId: number): string {
  return `unconfirmed-sign-up-${userId}@set-aside.invalid`;
}

export async function markAddressConfirmed(db: Kysely<Database>, userId: number, now = new Date()) {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

async function findByAddress(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email).toLowerCase())
    .executeTakeFirst();
}

export interface ProvenOwner {
  email: string;
  /** A name the identity provider knows, for a new account. */
  name?: string;
}

/**
 * The account of someone who has just proved they receive mail at `owner.email`: theirs if confirmed, a new one if
 * there was none, and a new one in place of an unconfirmed password sign-up (set aside as above). Race-safe: the
 * unique address index lets one of two racing callers create the account, and the other finds it.
 */
export async function accountOfProvenOwner(
  db: Kysely<Database>,
  owner: ProvenOwner,
  now = new Date(),
): Promise<UserRow> {
  const account = await db.transaction().execute(async (trx) => {
    const existing = await findByAddress(trx, owner.email);
    if (existing?.email_confirmed_at) return existing;
    if (existing) {
      await trx
        .updateTable('users')
        .set({ email: setAsideAddress(existing.id), password_hash: null })
        .where('id', '=', existing.id)
        .execute();
      await revokeSessionsOfUser(trx, existing.id, now);
      // A reset or confirmation code still in the old account's name must not reach it any more.
      await trx
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('user_id', '=', existing.id)
        .where('used_at', 'is', null)
        .execute();
    }
    return trx
      .insertInto('users')
      .values({
        email: normalizeEmail(owner.email),
        password_hash: null,
        name: owner.name ?? '',
        email_confirmed_at: now,
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
  });
  return account ?? (await findByAddress(db, owner.email)) ?? failVanished();
}

function failVanished(): never {
  throw new Error('account vanished while its owner signed in');
}
