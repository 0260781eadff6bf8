import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { paymentResultSchema } from 'contracts/src/checkout/orderSchemas';
import { PAID } from 'contracts/src/checkout/orderStatus';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { testCardCvcProblem, testCardExpiryProblem } from 'contracts/src/checkout/testCardRules';
import {
  orderPaymentRequestSchema,
  orderStatusRequestSchema,
  paymentSessionSchema,
  testCardPaymentRequestSchema,
} from 'contracts/src/checkout/paymentSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import { countCart } from '../cart/cartStore';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import type { JobQueue } from '../jobs/jobQueue';
import { ok } from '../http/apiEnvelope';
import { findOrder, findOrderOfIntent } from '../orders/orderStore';
import { confirmIntent, confirmPayment, markDeclined, paymentSessionFor, UNKNOWN_PAYMENT } from './orderPayments';
import type { PaymentProvider } from './paymentProvider';
import type { TestPaymentProvider } from './testPaymentProvider';

export interface PaymentRoutesOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
  testProvider: TestPaymentProvider | null;
  /** Where a paid order's receipt is queued, in the payment's own transaction. */
  jobs: JobQueue;
}

export const PAYMENT_SUCCESSFUL = 'Payment Successful!';
const PAYMENT_ATTEMPTS = { max: 10, timeWindow: '1 minute' };

/** Paying a card order: the session to pay with, the test provider's card charge, and the server-side confirmation. */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (
  app,
  { db, provider, testProvider, jobs },
) => {
  async function paymentResult(userId: number, orderId: number): Promise<PaymentResult> {
    // Both at once: two round trips to the database in the time of one.
    const [order, cartCount] = await Promise.all([findOrder(db, userId, orderId), countCart(db, userId)]);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return { order, cart_count: cartCount };
  }

  app.post(
    '/order-payment',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: orderPaymentRequestSchema,
        response: { 200: envelopeOf(paymentSessionSchema) },
      },
    },
    async (request) =>
      ok(await paymentSessionFor(db, provider, signedInUserId(request), Number(request.body.order_id))),
  );

  app.post(
    '/pay-test-card',
    {
      preHandler: app.requireUser,
      // Trying card numbers in a loop is how stolen cards are tested: a person never needs more than a few tries.
      config: { rateLimit: PAYMENT_ATTEMPTS },
      schema: {
        querystring: nothingSchema,
        body: testCardPaymentRequestSchema,
        response: { 200: envelopeOf(paymentResultSchema) },
      },
    },
    async (request) => {
      if (testProvider === null)
        throw new HttpError(404, 'Test card payments are off: this store takes real card payments.');
      const userId = signedInUserId(request);
      const { intent_id: intentId, card_number: cardNumber, expiry, cvc } = request.body;
      // The order as the answer shows it, read once, before the charge: a payment made here answers it paid without
      // reading it again (docs/decisions/pglite-off-main-thread.md).
      const found = await findOrderOfIntent(db, userId, intentId);
      if (!found) throw new HttpError(400, UNKNOWN_PAYMENT);
      const order = { id: found.id, user_id: userId, total_cents: found.order.total, status: found.order.status };
      const cardProblem = testCardExpiryProblem(expiry, new Date()) ?? testCardCvcProblem(cvc);
      if (cardProblem !== null) throw new HttpError(400, cardProblem);

      const charged = await testProvider.charge(intentId, cardNumber);
      if (charged.outcome !== 'succeeded') {
        if (charged.outcome === 'refused') throw new HttpError(400, charged.message);
        await markDeclined(db, order.id);
        throw new HttpError(402, charged.message);
      }
      // Paid before (a retried click): answered as it is now.
      if (order.status === PAID) return ok(await paymentResult(userId, order.id), PAYMENT_SUCCESSFUL);
      // The provider's answer to the charge is its word on the intent; the order is confirmed against it exactly as
      // a Stripe payment is.
      const now = new Date();
      const marked = await confirmIntent({ db, jobs }, order, charged.intent, now);
      // Another confirmation (the provider's webhook) paid it meanwhile: answered as it is now.
      if (!marked.paid) return ok(await paymentResult(userId, order.id), PAYMENT_SUCCESSFUL);
      return ok(
        { order: { ...found.order, status: PAID, paid_at: now.toISOString() }, cart_count: marked.cartCount },
        PAYMENT_SUCCESSFUL,
      );
    },
  );

  app.post(
    '/order-status',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: orderStatusRequestSchema,
        response: { 200: envelopeOf(paymentResultSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { orderId } = await confirmPayment({ db, jobs }, provider, userId, request.body.intent_id);
      return ok(await paymentResult(userId, orderId), PAYMENT_SUCCESSFUL);
    },
  );
};
