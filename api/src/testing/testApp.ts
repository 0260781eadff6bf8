import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountsOptions } from '../accounts/accountRoutes';
import { buildApp } from '../app';
import { createCachedCatalog } from '../catalog/cachedCatalog';
import type { Database } from '../db/databaseSchema';
import type { MailerOptions } from '../mail/mailer';

export const TEST_REMOTES = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
  staff: 'http://localhost:3005/mf-manifest.json',
} as const;

export interface TestAppOptions {
  shellDistDir?: string | null;
  /** Answer every catalogue request from the database, so that a suite checks the SQL and not the cache. */
  uncached?: boolean;
  accounts?: AccountsOptions;
  /** Sees every route as it is registered (the security suites enumerate the endpoints with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The development outbox, loopback only (inject's client is 127.0.0.1): what `npm start` runs with. */
export const TEST_MAIL = { transport: 'dev-outbox' } as const satisfies MailerOptions;

/** scrypt at 1/8 of the production cost: the suites hash dozens of passwords (the format and checks are the same). */
export const TEST_SCRYPT_COST = { N: 2 ** 14, r: 8, p: 1 };

export function buildTestApp(
  db: Kysely<Database>,
  { shellDistDir = null, uncached = false, accounts = {}, onRoute }: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    db,
    shellDistDir,
    remotes: TEST_REMOTES,
    // The suites read the codes the store sends from the outbox, as a shopper reads their mail.
    mail: TEST_MAIL,
    accounts: { passwordCost: TEST_SCRYPT_COST, ...accounts },
    ...(uncached ? { catalog: createCachedCatalog(db, { ttlMs: 0 }) } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
}
