import type { StripeApi } from '../stripeProvider';

type StoredIntent = Awaited<ReturnType<StripeApi['retrievePaymentIntent']>>;
type StoredRefund = Awaited<ReturnType<StripeApi['createRefund']>>;

/**
 * Stripe's PaymentIntents and Refunds as a mock: what the server asked for, a status the test sets, and Stripe's
 * idempotency (a key asked again answers what it first made).
 */
export function mockStripe() {
  const intents = new Map<string, StoredIntent>();
  const byKey = new Map<string, string>();
  const refundsByKey = new Map<string, StoredRefund>();
  const api: StripeApi = {
    createPaymentIntent: jest.fn(async (params, idempotencyKey) => {
      const existing = byKey.get(idempotencyKey);
      const id = existing ?? `pi_mock_${intents.size + 1}`;
      if (!existing) {
        byKey.set(idempotencyKey, id);
        intents.set(id, {
          id,
          status: 'requires_payment_method',
          amount: params.amount,
          currency: params.currency,
          metadata: params.metadata,
          client_secret: `${id}_secret_abc`,
        });
      }
      const intent = intents.get(id);
      return { id, client_secret: intent?.client_secret ?? null };
    }),
    retrievePaymentIntent: jest.fn(async (id) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: '${id}'`);
      return intent;
    }),
    cancelPaymentIntent: jest.fn(async () => undefined),
    createRefund: jest.fn(async (params, idempotencyKey) => {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) return earlier;
      if (intents.get(params.payment_intent)?.status !== 'succeeded') {
        throw new Error(`This PaymentIntent (${params.payment_intent}) does not have a successful charge to refund.`);
      }
      const refund = { id: `re_mock_${refundsByKey.size + 1}`, amount: params.amount, status: 'succeeded' };
      refundsByKey.set(idempotencyKey, refund);
      return refund;
    }),
  };
  const succeed = (id: string) => {
    const intent = intents.get(id);
    if (intent) intents.set(id, { ...intent, status: 'succeeded' });
  };
  return { api, intents, succeed };
}
