import type { Kysely } from 'kysely';
import { hashPassword, type ScryptCost } from '../auth/passwordHashing';
import type { Database } from '../db/databaseSchema';
import { createUser, findUserByEmail } from './userAccounts';

/** The demo account of the README, for trying the store and for the browser tests of every area. */
export const DEMO_SHOPPER = {
  email: 'demo@houseplans.example',
  password: 'DemoShopper2026!',
  name: 'Demo Shopper',
} as const;

/** Creates the demo shopper unless it exists; returns whether it was created. */
export async function seedDemoShopper(db: Kysely<Database>, cost?: ScryptCost): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_SHOPPER.email)) return false;
  const created = await createUser(db, {
    email: DEMO_SHOPPER.email,
    passwordHash: await hashPassword(DEMO_SHOPPER.password, cost),
    name: DEMO_SHOPPER.name,
    emailConfirmedAt: new Date(),
  });
  return created !== null;
}
