import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { cartRoutes } from '../cart/cartRoutes';
import type { Database } from '../db/databaseSchema';
import { deliveryStarted } from '../delivery/deliveryStarted';
import type { JobQueue } from '../jobs/jobQueue';
import { orderRoutes } from '../orders/orderRoutes';
import { cancelRoutes } from '../payments/cancelRoutes';
import { paymentRoutes } from '../payments/paymentRoutes';
import { paymentSetupFromEnv, type PaymentSetup } from '../payments/paymentSetup';
import { stripeWebhookRoutes } from '../payments/stripeWebhookRoutes';
import { promoCodeRoutes } from '../promo-codes/promoCodeRoutes';
import { printingStarted } from '../staff/orderFulfilment';

export interface CheckoutApiOptions {
  db: Kysely<Database>;
  /** Where receipts are queued, each in the transaction that paid or placed its order (jobs/storeJobs.ts mails them). */
  jobs: JobQueue;
  /** The card payment provider; by default Stripe when its keys are in the environment, else the test provider. */
  payments?: PaymentSetup;
}

/** Cart, promo codes, orders and payments (needs sessionAuth registered before it). */
export const checkoutApi: FastifyPluginAsyncTypebox<CheckoutApiOptions> = async (app, { db, payments, jobs }) => {
  const setup = payments ?? paymentSetupFromEnv(process.env, db);
  app.log.info(
    setup.provider.kind === 'stripe'
      ? 'Payments: Stripe'
      : 'Payments: the local test provider (no money moves; Stripe keys are not set)',
  );
  await app.register(cartRoutes, { db });
  await app.register(promoCodeRoutes, { db });
  await app.register(orderRoutes, { db, provider: setup.provider, jobs });
  await app.register(paymentRoutes, { db, provider: setup.provider, testProvider: setup.testProvider, jobs });
  await app.register(stripeWebhookRoutes, { db, webhookSecret: setup.webhookSecret, jobs });
  // A shopper may cancel only while nothing of the order has been downloaded (docs/decisions/delivery.md) or sent to
  // print (docs/decisions/staff-desk.md).
  await app.register(cancelRoutes, {
    db,
    provider: setup.provider,
    hasDeliveryStarted: async (orderId, store) =>
      (await deliveryStarted(store, orderId)) || (await printingStarted(store, orderId)),
  });
};
