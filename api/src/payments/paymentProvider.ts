import type { Kysely } from 'kysely';
import type { PaymentProviderKind } from 'contracts/src/checkout/payment';
import type { Database } from '../db/databaseSchema';

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

export interface RefundInput {
  orderId: number;
  /** The intent that paid the order. */
  intentId: string;
  /** What was paid: the store refunds whole orders. */
  amount: number;
  /** The same key for every attempt for one order: a retried or concurrent request makes one refund. */
  idempotencyKey: string;
}

/** The provider's word that the money goes back. */
export interface ProviderRefund {
  /** The provider's own id of the refund (Stripe's re_...). */
  id: string;
  amount: number;
  /** What the shopper and the staff are told about the money, e.g. that none moved (test provider). */
  message: string;
}

/** A card payment provider: Stripe when configured, otherwise the local test provider. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Public key for the browser (Stripe.js); null for the test provider. */
  readonly publishableKey: string | null;
  /**
   * Creates the order's intent (or finds the one of its key) and records it on the order in `store`, the store's
   * database, unless one is recorded already. The test provider keeps its intents there and writes both in one
   * statement: on PGlite every statement waits its turn for the one session (docs/decisions/checkout-soak.md).
   */
  createIntent(input: CreateIntentInput, store: Kysely<Database>): Promise<{ id: string; clientSecret: string | null }>;
  /** null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Best effort: an order replaced by a new one must not be payable any more. */
  cancelIntent(id: string): Promise<void>;
  /**
   * Gives back what an intent paid; throws when the provider does not. `store` is the caller's transaction, which
   * holds the order's lock: the test provider keeps its record there, so the record and the order's change commit
   * (or roll back) together, and PGlite's single connection is not asked for a second time. Stripe needs none.
   */
  refund(input: RefundInput, store: Kysely<Database>): Promise<ProviderRefund>;
}
