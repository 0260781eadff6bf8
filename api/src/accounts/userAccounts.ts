import { sql, type Kysely } from 'kysely';
import { SHOPPER_ROLE, type AccountRole } from 'contracts/src/account/accountRoles';
import type { Database, UserRow } from '../db/databaseSchema';

/** Addresses are stored as typed (trimmed) and matched without regard to case. */
export function normalizeEmail(email: string): string {
  return email.trim();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email).toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  name?: string;
  /** Set when the address is known to be the holder's (the store's own demo accounts); a sign-up's stays null. */
  emailConfirmedAt?: Date;
  /** 'shopper' unless said: only the store's own seed makes a staff account (the demo staff member). */
  role?: AccountRole;
}

/** Creates the account; null when the address is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      name: user.name ?? '',
      email_confirmed_at: user.emailConfirmedAt ?? null,
      role: user.role ?? SHOPPER_ROLE,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
