import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwordHashing';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../auth/rateLimits';
import type { Database } from '../db/databaseSchema';
import { loginRoutes } from './loginRoutes';

export interface AccountsOptions {
  /** Lower limits for tests; the defaults otherwise. */
  rateLimits?: Partial<AuthRateLimits>;
  /** Tests hash with a cheaper cost; stored hashes carry their cost, so either verifies anywhere. */
  passwordCost?: ScryptCost;
}

/** Everything under /api/user/ about accounts: sign-up, sign-in, codes, passwords, profile, settings. */
export const accountRoutes: FastifyPluginAsync<AccountsOptions & { db: Kysely<Database> }> = async (app, options) => {
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const passwordCost = options.passwordCost ?? OWASP_SCRYPT_COST;
  await app.register(loginRoutes, { db: options.db, rateLimits, passwordCost });
};
