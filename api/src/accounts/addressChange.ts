import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PROFILE_MESSAGES } from 'contracts/src/account/profile';
import { checkCode } from '../auth/oneTimeCodes';
import type { Database, UserRow } from '../db/databaseSchema';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/sqlStates';
import { HttpError } from '../errors/httpError';
import type { AccountMail } from './accountMail';
import { addressChangedNotice, addressInUseNotice } from './codeMails';
import { refuseCode, WRONG_CODE } from './codeRefusals';
import { findUserByEmail, findUserById, normalizeEmail } from './userAccounts';

export interface AddressChangeDeps {
  db: Kysely<Database>;
  mail: AccountMail;
  siteUrl: string;
}

/**
 * A shopper asked to move their account to `newEmail`: a code goes there, or, if another account has the address,
 * a notice, by mail only. The caller's answer is the same either way, so no answer says who has an account.
 */
export async function startAddressChange(
  { db, mail, siteUrl }: AddressChangeDeps,
  request: FastifyRequest,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const holder = await findUserByEmail(db, newEmail);
  if (holder) {
    await mail.sendNotice(request, addressInUseNotice(siteUrl, newEmail), 'address in use');
    return;
  }
  await mail
    .sendCode(request, { email: newEmail, purpose: 'change_email', userId: user.id })
    .catch((error: unknown) => {
      // A 429 here would tell a free address from a taken one (which never gets codes): the earlier code still works.
      if (error instanceof HttpError && error.statusCode === 429) return;
      throw error;
    });
}

/** Postgres' unique_violation: another account took the address between the check and the update. */
function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/**
 * The code from the new address, typed by the signed-in shopper who asked: the account moves there, the address
 * counts as proven, and the old address is told. Whoever holds the code owns the new address, so here (and only
 * here) an answer may say that another account has taken it meanwhile.
 */
export async function completeAddressChange(
  { db, mail, siteUrl }: AddressChangeDeps,
  request: FastifyRequest,
  userId: number,
  change: { email: string; otp: string },
): Promise<UserRow> {
  const peek = await checkCode(db, change.email, change.otp, { consume: false });
  if (!peek.ok) refuseCode(peek);
  if (peek.purpose !== 'change_email' || peek.userId !== userId) refuseCode(WRONG_CODE);
  const used = await checkCode(db, change.email, change.otp, { consume: true });
  if (!used.ok) refuseCode(used);
  const before = await findUserById(db, userId);
  if (!before) throw new HttpError(401, 'please login to perform this action');
  const moved = await db
    .updateTable('users')
    .set({ email: normalizeEmail(used.email), email_confirmed_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, PROFILE_MESSAGES.addressInUse);
      throw error;
    });
  await mail.sendNotice(request, addressChangedNotice(siteUrl, before.email, moved.email), 'address changed');
  return moved;
}
