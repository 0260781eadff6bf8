import type { Kysely } from 'kysely';
import { STAFF_ROLE } from 'contracts/src/account/accountRoles';
import { createUser } from '../../accounts/userAccounts';
import { createSession } from '../../auth/sessionTokens';
import type { Database } from '../../db/databaseSchema';

let staffCount = 0;

/** A staff member with a live session, made as the database makes one (the role set beside the account). */
export async function newStaffMember(db: Kysely<Database>): Promise<{ userId: number; token: string; email: string }> {
  staffCount += 1;
  const email = `staff${staffCount}-${Date.now()}@staff-desk.example`;
  const user = await createUser(db, { email, passwordHash: null, name: 'Test Staff', role: STAFF_ROLE });
  if (!user) throw new Error(`${email} is taken`);
  return { userId: user.id, token: await createSession(db, user.id), email };
}
