import Stripe from 'stripe';
import { recordIntentOnOrder } from './orderIntentRecord';
import type { CreateIntentInput, PaymentProvider, ProviderIntent, RefundInput } from './paymentProvider';

/** The slice of the Stripe SDK the store uses: small enough to replace with a mock in tests. */
export interface StripeApi {
  createPaymentIntent(
    params: { amount: number; currency: string; metadata: Record<string, string>; payment_method_types: string[] },
    idempotencyKey: string,
  ): Promise<{ id: string; client_secret: string | null }>;
  retrievePaymentIntent(id: string): Promise<{
    id: string;
    status: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    client_secret: string | null;
  }>;
  cancelPaymentIntent(id: string): Promise<void>;
  createRefund(
    params: { payment_intent: string; amount: number; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<{ id: string; amount: number; status: string | null }>;
}

/**
 * A refund holds the order's row lock while Stripe answers (paymentProvider.ts): give up well before Stripe's own
 * 80 s. A refund Stripe made after all arrives by its charge.refunded webhook.
 */
const REFUND_TIMEOUT_MS = 20_000;

export function stripeApiOf(stripe: Stripe): StripeApi {
  return {
    createPaymentIntent: (params, idempotencyKey) => stripe.paymentIntents.create(params, { idempotencyKey }),
    retrievePaymentIntent: (id) => stripe.paymentIntents.retrieve(id),
    cancelPaymentIntent: async (id) => {
      await stripe.paymentIntents.cancel(id);
    },
    createRefund: (params, idempotencyKey) =>
      stripe.refunds.create(params, { idempotencyKey, timeout: REFUND_TIMEOUT_MS }),
  };
}

const CURRENCY = 'usd';

/** Card refunds are 'succeeded' at once or 'pending' for a while; 'failed', 'canceled' and the rest give nothing back. */
const REFUND_ON_ITS_WAY = new Set(['succeeded', 'pending']);
export const STRIPE_REFUND_MESSAGE =
  'The payment goes back to the card it was paid with; banks take 5 to 10 days to show it.';

function statusOf(stripeStatus: string): ProviderIntent['status'] {
  switch (stripeStatus) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

function orderIdOf(metadata: Record<string, string>): number | null {
  const raw = metadata.order_id;
  return raw !== undefined && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

/** Stripe PaymentIntents, created by the server for the server's amount. */
export function createStripeProvider(api: StripeApi, publishableKey: string): PaymentProvider {
  return {
    kind: 'stripe',
    publishableKey,
    async createIntent({ orderId, amount, idempotencyKey }: CreateIntentInput, store) {
      const intent = await api.createPaymentIntent(
        { amount, currency: CURRENCY, metadata: { order_id: String(orderId) }, payment_method_types: ['card'] },
        idempotencyKey,
      );
      await recordIntentOnOrder(store, { orderId, intentId: intent.id, provider: 'stripe' }).execute();
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        const intent = await api.retrievePaymentIntent(id);
        if (intent.currency !== CURRENCY) return null;
        return {
          id: intent.id,
          status: statusOf(intent.status),
          amount: intent.amount,
          orderId: orderIdOf(intent.metadata),
          clientSecret: intent.client_secret,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },
    async cancelIntent(id) {
      await api.cancelPaymentIntent(id);
    },
    async refund({ orderId, intentId, amount, idempotencyKey }: RefundInput) {
      // The same parameters on every attempt: Stripe answers a repeated key with the first refund only if they match.
      const refund = await api.createRefund(
        { payment_intent: intentId, amount, metadata: { order_id: String(orderId) } },
        idempotencyKey,
      );
      if (!REFUND_ON_ITS_WAY.has(refund.status ?? '')) {
        throw new Error(`Stripe refund ${refund.id} of order ${orderId} is ${refund.status ?? 'without a status'}`);
      }
      return { id: refund.id, amount: refund.amount, message: STRIPE_REFUND_MESSAGE };
    },
  };
}
