import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { CANCELLED } from 'contracts/src/checkout/orderStatus';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import type { JobQueue } from '../jobs/jobQueue';
import { ok } from '../http/apiEnvelope';
import { intentPays, markDeclined, markPaid, orderOfIntent } from './orderPayments';
import { recordProviderRefund } from './refundOrder';

export interface StripeWebhookOptions {
  db: Kysely<Database>;
  /** Stripe's signing secret (whsec_...); null refuses every call. */
  webhookSecret: string | null;
  /** Where a paid order's receipt is queued, in the payment's own transaction. */
  jobs: JobQueue;
}

function orderIdOf(metadata: Record<string, string>): number | null {
  const raw = metadata.order_id;
  return raw !== undefined && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

/** The intent a charge paid, whether Stripe sent its id or the intent itself. */
function intentIdOf(charge: Stripe.Charge): string | null {
  const intent = charge.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * Stripe's webhook: an order is marked paid when a signed `payment_intent.succeeded` names its intent and amount, and
 * refunded when a signed `charge.refunded` says its whole payment went back (the echo of the store's own refund, a
 * duplicate or a late event changes nothing; a partial refund in Stripe's dashboard leaves the order as it is).
 * The signature is computed over the exact bytes, so this plugin reads the body raw (its own scope only).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<StripeWebhookOptions> = async (
  app,
  { db, webhookSecret, jobs },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  // No body or answer schema: the body is Stripe's signed bytes, and the answer is for Stripe, not a shopper.
  app.post('/payments/stripe-webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    // The parser above yields a Buffer for JSON (Stripe's type); a body of any other type is not Stripe's: refused.
    const { body } = request;
    if (webhookSecret === null) throw new HttpError(404, 'Stripe webhooks are not configured.');
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      throw new HttpError(400, 'Missing Stripe signature.');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, webhookSecret);
    } catch {
      throw new HttpError(400, 'Invalid Stripe signature.');
    }

    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      const order = await orderOfIntent(db, intent.id, null);
      if (!order) {
        request.log.warn({ intent: intent.id }, 'Stripe webhook for an intent no order has');
      } else if (event.type === 'payment_intent.payment_failed') {
        await markDeclined(db, order.id);
      } else {
        const paid = intentPays(
          {
            id: intent.id,
            status: 'succeeded',
            amount: intent.amount,
            orderId: orderIdOf(intent.metadata),
            clientSecret: null,
          },
          order,
        );
        if (!paid) {
          request.log.error(
            { intent: intent.id, order: order.id },
            'Stripe intent succeeded for another amount or order',
          );
        } else if (order.status === CANCELLED) {
          // The shopper replaced this order while paying it: the money arrived for an order no longer live.
          request.log.error({ intent: intent.id, order: order.id }, 'payment received for a replaced order: refund it');
        } else {
          await markPaid({ db, jobs }, order);
        }
      }
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = intentIdOf(charge);
      if (intentId === null) {
        request.log.warn({ charge: charge.id }, 'Stripe refund of a charge without a payment intent');
      } else if (!charge.refunded) {
        request.log.warn({ intent: intentId }, "partial refund in Stripe's dashboard: the order stays as it is");
      } else {
        // Recent API versions leave the list out of the event: the refund is then recorded without its id.
        const [newest] = charge.refunds?.data ?? [];
        const outcome = await recordProviderRefund(db, {
          provider: 'stripe',
          intentId,
          providerRefundId: newest?.id ?? null,
          amount: charge.amount_refunded,
        });
        if (outcome === 'no_order' || outcome === 'other_amount' || outcome === 'not_refundable') {
          request.log.warn({ intent: intentId, outcome }, 'Stripe refund changed no order');
        }
      }
    }
    return ok({ received: true });
  });
};
