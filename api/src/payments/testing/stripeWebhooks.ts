import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { sessionAuth } from '../../auth/sessionAuth';
import { checkoutApi } from '../../checkout/checkoutApi';
import type { Database } from '../../db/databaseSchema';
import { installErrorHandler } from '../../errors/errorHandlers';
import { inlineJobQueue } from '../../jobs/jobQueue';
import { registerStoreJobs } from '../../jobs/storeJobs';
import { mailer } from '../../mail/mailer';
import { TEST_MAIL } from '../../testing/testApp';
import type { PaymentSetup } from '../paymentSetup';

/**
 * The checkout API alone, paying through `payments`: sessions, receipts to the development outbox and the checkout's
 * routes under /api/user, for suites that choose the payment provider and the webhook secret.
 */
export async function checkoutAppPaying(db: Kysely<Database>, payments: PaymentSetup): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } } });
  installErrorHandler(app);
  await app.register(sessionAuth, { db });
  await app.register(mailer, TEST_MAIL);
  // Receipts mailed at once, as an API without a database job queue does.
  const jobs = inlineJobQueue((error, job) => app.log.error({ err: error, job: job.name }, 'a job failed'));
  await registerStoreJobs(jobs, { db, mailer: app.mailer, siteUrl: 'http://localhost:3000', log: app.log });
  await app.register(checkoutApi, { prefix: '/api/user', db, payments, jobs });
  return app;
}

/** Stripe's payment_intent.succeeded for the intent of the order `orderId` (as the wire carries it). */
export const paymentSucceededEvent = (intentId: string, amount: number, orderId: string) => ({
  id: `evt_${intentId}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'succeeded',
      metadata: { order_id: orderId },
    },
  },
});

/** POSTs the event to the webhook route, signed with `secret` as Stripe signs it (or with the given signature). */
export function sendStripeWebhook(app: FastifyInstance, secret: string, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/user/payments/stripe-webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
