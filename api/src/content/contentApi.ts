import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import type { Database } from '../db/databaseSchema';
import { publicContentRoutes } from './publicContentRoutes';
import { DEFAULT_CONTENT_RATE_LIMITS, submissionRoutes, type ContentRateLimits } from './submissionRoutes';

export interface ContentOptions {
  /** Lower limits for tests; the defaults otherwise. */
  rateLimits?: Partial<ContentRateLimits>;
  /** Where submissions are forwarded; the store's contact address by default. */
  inbox?: string;
}

/** Everything under /api/user/ the content pages use: FAQ, blog, testimonials, reviews and the forms. */
export const contentApi: FastifyPluginAsync<ContentOptions & { db: Kysely<Database> }> = async (app, options) => {
  await app.register(publicContentRoutes, { db: options.db });
  await app.register(submissionRoutes, {
    db: options.db,
    rateLimits: { ...DEFAULT_CONTENT_RATE_LIMITS, ...options.rateLimits },
    inbox: options.inbox ?? STORE_CONTACT.email.label,
  });
};
