import type { Kysely } from 'kysely';
import { STAFF_ROLE } from 'contracts/src/account/accountRoles';
import { createUser, findUserByEmail } from '../accounts/userAccounts';
import { hashPassword, type ScryptCost } from '../auth/passwordHashing';
import type { Database } from '../db/databaseSchema';

/** The demo staff member of the README: signs in on the normal sign-in page and finds "Staff desk" in the header. */
export const DEMO_STAFF = {
  email: 'staff@houseplans.example',
  password: 'DemoStaff2026!',
  name: 'Demo Staff',
} as const;

/**
 * Creates the demo staff account unless its address is taken; returns whether it was created. An existing account
 * at that address is left as it is, never made staff: whoever signed up with it first is not the store.
 */
export async function seedDemoStaff(db: Kysely<Database>, cost?: ScryptCost): Promise<boolean> {
  // Checked first so that a later start does not pay for a password hash it throws away.
  if (await findUserByEmail(db, DEMO_STAFF.email)) return false;
  const created = await createUser(db, {
    email: DEMO_STAFF.email,
    passwordHash: await hashPassword(DEMO_STAFF.password, cost),
    name: DEMO_STAFF.name,
    emailConfirmedAt: new Date(),
    role: STAFF_ROLE,
  });
  return created !== null;
}
