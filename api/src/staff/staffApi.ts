import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import { paymentSetupFromEnv, type PaymentSetup } from '../payments/paymentSetup';
import { orderActionRoutes } from './orderActionRoutes';
import { staffGuard } from './requireStaff';
import { staffOrderRoutes } from './staffOrderRoutes';

export interface StaffApiOptions {
  db: Kysely<Database>;
  /** The store's public address, for the links in the mails the desk's actions send. */
  siteUrl?: string;
  /** The card provider the checkout takes payments with (refunds go back through it); by default the environment's. */
  payments?: PaymentSetup;
}

/**
 * The staff desk's API, registered under /api/staff/. The guard is this plugin's own hook, so every route added
 * here (orders and their actions today; prices, promo codes, content and the inbox later) refuses visitors (401) and
 * shoppers (403) without saying so itself.
 */
export const staffApi: FastifyPluginAsyncTypebox<StaffApiOptions> = async (app, { db, siteUrl, payments }) => {
  const { provider } = payments ?? paymentSetupFromEnv(process.env, db);
  app.addHook('preValidation', staffGuard(db));
  await app.register(staffOrderRoutes, { db });
  await app.register(orderActionRoutes, { db, provider, siteUrl: siteUrl ?? 'http://localhost:3000' });
};
