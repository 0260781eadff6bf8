import type { PaymentProviderKind } from 'contracts/src/checkout/payment';

/** What the provider says about an intent. Only `succeeded` with the order's amount makes an order paid. */
export interface ProviderIntent {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_payment' | 'canceled';
  amount: number;
  /** The order the server created the intent for (from its metadata), null when it carries none. */
  orderId: number | null;
  /** What the browser confirms the payment with (Stripe); null for the test provider. */
  clientSecret: string | null;
}

export interface CreateIntentInput {
  orderId: number;
  amount: number;
  /** The same key for every attempt for one order: a retried or concurrent request creates one intent. */
  idempotencyKey: string;
}

/** A card payment provider: Stripe when configured, otherwise the local test provider. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Public key for the browser (Stripe.js); null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string | null }>;
  /** null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Best effort: an order replaced by a new one must not be payable any more. */
  cancelIntent(id: string): Promise<void>;
}
