import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OTP_MAX_TRIES, OTP_VALID_MINUTES } from 'contracts/src/account/authApi';
import type { Database, OneTimeCodePurpose } from '../db/databaseSchema';

const VALID_MS = OTP_VALID_MINUTES * 60 * 1000;

/**
 * Per address, whoever asks from wherever: at most 5 codes an hour (asking cannot flood an inbox), and at most 10
 * wrong codes an hour across all of them (a fresh code does not bring 5 fresh guesses without end: 10 guesses in
 * a million an hour).
 */
export const CODE_LIMITS_PER_ADDRESS = { codes: 5, wrongTries: 10, windowMinutes: 60 } as const;

function sinceWindow(now: Date): Date {
  return new Date(now.getTime() - CODE_LIMITS_PER_ADDRESS.windowMinutes * 60_000);
}

/**
 * Salted with the address, so equal codes of two shoppers differ in the table. A leaked table still only holds
 * codes that die within ten minutes and after five tries, which is what keeps a 6-digit code safe.
 */
function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}:${code}`, 'utf8').digest('hex');
}

/** Uniform over 000000-999999 (crypto.randomInt has no modulo bias). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface CodeRequest {
  email: string;
  purpose: OneTimeCodePurpose;
  userId: number | null;
}

export type IssuedCode = { ok: true; code: string } | { ok: false; reason: 'too_many_codes' };

/**
 * Issues a code for the address; any older unused code of the address stops working. Returns the code to mail,
 * or a refusal once the address has had its codes for the hour.
 */
export async function issueCode(db: Kysely<Database>, request: CodeRequest, now = new Date()): Promise<IssuedCode> {
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('one_time_codes')
      .select(sql<string>`count(*)`.as('codes'))
      .where(sql<string>`lower(email)`, '=', request.email.trim().toLowerCase())
      .where('created_at', '>', sinceWindow(now))
      .executeTakeFirstOrThrow();
    if (Number(recent.codes) >= CODE_LIMITS_PER_ADDRESS.codes) return { ok: false, reason: 'too_many_codes' } as const;
    // Codes of this address from before yesterday are of no use to anyone: they go with the next request.
    await trx
      .deleteFrom('one_time_codes')
      .where(sql<string>`lower(email)`, '=', request.email.trim().toLowerCase())
      .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
      .execute();
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where(sql<string>`lower(email)`, '=', request.email.trim().toLowerCase())
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        code_hash: hashCode(request.email, code),
        purpose: request.purpose,
        user_id: request.userId,
        email: request.email.trim(),
        created_at: now,
        expires_at: new Date(now.getTime() + VALID_MS),
      })
      .execute();
    return { ok: true, code } as const;
  });
}

export type CodeCheck =
  | { ok: true; purpose: OneTimeCodePurpose; userId: number | null; email: string }
  | { ok: false; reason: 'wrong' | 'expired' | 'exhausted' | 'address_locked' };

/**
 * Checks a typed code against the address's live code. A wrong guess uses up one of the 5 tries; once they are
 * spent even the right code fails. With `consume` a right code is used up (single use, race-safe).
 */
export async function checkCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  { consume, now = new Date() }: { consume: boolean; now?: Date },
): Promise<CodeCheck> {
  const wrong = await db
    .selectFrom('one_time_codes')
    .select(sql<string>`coalesce(sum(tries), 0)`.as('tries'))
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('created_at', '>', sinceWindow(now))
    .executeTakeFirstOrThrow();
  if (Number(wrong.tries) >= CODE_LIMITS_PER_ADDRESS.wrongTries) return { ok: false, reason: 'address_locked' };
  const row = await db
    .selectFrom('one_time_codes')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'wrong' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.tries >= OTP_MAX_TRIES) return { ok: false, reason: 'exhausted' };

  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await db
      .updateTable('one_time_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return { ok: false, reason: 'wrong' };
  }
  if (consume) {
    const used = await db
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Two requests racing with the same code: only the first one wins.
    if (used.numUpdatedRows === 0n) return { ok: false, reason: 'wrong' };
  }
  return { ok: true, purpose: row.purpose, userId: row.user_id, email: row.email };
}
