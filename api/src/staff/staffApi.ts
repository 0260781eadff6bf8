import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { staffGuard } from './requireStaff';
import { staffOrderRoutes } from './staffOrderRoutes';

export interface StaffApiOptions {
  db: Kysely<Database>;
}

/**
 * The staff desk's API, registered under /api/staff/. The guard is this plugin's own hook, so every route added
 * here (orders today; prices, promo codes, content and the inbox later) refuses visitors (401) and shoppers (403)
 * without saying so itself.
 */
export const staffApi: FastifyPluginAsyncTypebox<StaffApiOptions> = async (app, { db }) => {
  app.addHook('preValidation', staffGuard(db));
  await app.register(staffOrderRoutes, { db });
};
