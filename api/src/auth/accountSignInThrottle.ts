import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';

/**
 * Wrong passwords for one address, counted whoever sent them from wherever: the per-client-address limits stop a
 * guesser on one machine, this stops a slow guess spread over many. At the limit, password sign-in to that address
 * pauses for the rest of the window (a code sign-in still works, so the owner is never locked out of their account).
 */
export const ACCOUNT_SIGN_IN_LIMIT = { failures: 10, windowMinutes: 15 } as const;

export const PASSWORD_SIGN_IN_PAUSED_MESSAGE = `Too many wrong passwords for this account. Password sign-in is paused for ${ACCOUNT_SIGN_IN_LIMIT.windowMinutes} minutes; you can sign in with an e-mail code meanwhile.`;

function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

function windowStart(now: Date, limit: typeof ACCOUNT_SIGN_IN_LIMIT): Date {
  return new Date(now.getTime() - limit.windowMinutes * 60_000);
}

async function failuresInWindow(db: Kysely<Database>, email: string, now: Date, limit: typeof ACCOUNT_SIGN_IN_LIMIT) {
  const row = await db
    .selectFrom('sign_in_failures')
    .select(sql<string>`count(*)`.as('failures'))
    .where('email', '=', addressKey(email))
    .where('failed_at', '>', windowStart(now, limit))
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Whether password sign-in to this address is paused; answered the same whether or not it has an account. */
export async function passwordSignInPaused(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
  limit = ACCOUNT_SIGN_IN_LIMIT,
): Promise<boolean> {
  return (await failuresInWindow(db, email, now, limit)) >= limit.failures;
}

/**
 * Counts one wrong password and returns whether this one reached the limit (so the owner is told once per pause).
 * Failures older than the window go with it: the table holds at most a window of tries per address.
 */
export async function recordWrongPassword(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
  limit = ACCOUNT_SIGN_IN_LIMIT,
): Promise<{ reachedLimit: boolean }> {
  await db
    .deleteFrom('sign_in_failures')
    .where('email', '=', addressKey(email))
    .where('failed_at', '<=', windowStart(now, limit))
    .execute();
  await db
    .insertInto('sign_in_failures')
    .values({ email: addressKey(email), failed_at: now })
    .execute();
  return { reachedLimit: (await failuresInWindow(db, email, now, limit)) === limit.failures };
}

/** A right password ends the count: the owner's own typos do not add up across days. */
export async function forgetWrongPasswords(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', addressKey(email)).execute();
}
