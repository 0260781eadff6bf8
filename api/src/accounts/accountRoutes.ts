import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createPasswordHasher, type HashingLimits } from '../auth/passwordHasher';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwordHashing';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../auth/rateLimits';
import type { Database } from '../db/databaseSchema';
import { createAccountMail } from './accountMail';
import { codeRoutes } from './codeRoutes';
import { emailAddressRoutes } from './emailAddressRoutes';
import { loginRoutes } from './loginRoutes';
import { profilePhotoStore } from './photoFiles';
import { profileRoutes } from './profileRoutes';
import { settingsRoutes } from './settingsRoutes';
import { signupRoutes } from './signupRoutes';
import { socialLoginRoutes } from './socialLoginRoutes';
import type { SocialVerifiers } from './socialVerifiers';

export interface AccountsOptions {
  /** Lower limits for tests; the defaults otherwise. */
  rateLimits?: Partial<AuthRateLimits>;
  /** Tests hash with a cheaper cost; stored hashes carry their cost, so either verifies anywhere. */
  passwordCost?: ScryptCost;
  /** How many password hashes run and wait at once; the defaults otherwise. */
  hashingLimits?: HashingLimits;
  /** The store's public address, for the links in e-mails. */
  siteUrl?: string;
  /** Where profile photos are stored on this machine's disk (the embedded default). */
  uploadDir?: string;
  /** Keep profile photos in the database instead, for every API instance to serve (with DATABASE_URL). */
  photosInDatabase?: boolean;
  /** Identity providers with a configured client id; a provider without one is refused. */
  socialVerifiers?: SocialVerifiers;
}

/** Everything under /api/user/ about accounts: sign-up, sign-in, codes, passwords, profile, address, settings. */
export const accountRoutes: FastifyPluginAsync<AccountsOptions & { db: Kysely<Database> }> = async (app, options) => {
  const { db } = options;
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const passwords = createPasswordHasher(options.passwordCost ?? OWASP_SCRYPT_COST, options.hashingLimits);
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const uploadDir = options.uploadDir ?? path.join(os.tmpdir(), 'plan-store-uploads');
  const photos = profilePhotoStore(db, { inDatabase: options.photosInDatabase ?? false, uploadDir });
  const mail = createAccountMail(app, db, siteUrl);
  await app.register(loginRoutes, { db, rateLimits, passwords, mail, siteUrl });
  await app.register(signupRoutes, { db, rateLimits, passwords, mail });
  await app.register(codeRoutes, { db, rateLimits, passwords, mail });
  await app.register(socialLoginRoutes, { db, rateLimits, verifiers: options.socialVerifiers ?? {} });
  await app.register(profileRoutes, { db, rateLimits, photos, mail, siteUrl });
  await app.register(emailAddressRoutes, { db, rateLimits, mail, siteUrl });
  await app.register(settingsRoutes, { db });
};
