import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import type { PaymentProvider } from './paymentProvider';
import { createStripeProvider, stripeApiOf } from './stripeProvider';
import { createTestPaymentProvider, type TestPaymentProvider } from './testPaymentProvider';

/** The provider the API takes card payments with, and the secret Stripe signs its webhooks with. */
export interface PaymentSetup {
  provider: PaymentProvider;
  /** Present only for the test provider: the server charges test cards itself. */
  testProvider: TestPaymentProvider | null;
  /** Stripe's webhook signing secret; without it every webhook is refused. */
  webhookSecret: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set, otherwise the local test provider. */
export function paymentSetupFromEnv(env: Env, db: Kysely<Database>): PaymentSetup {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  const publishableKey = read(env, 'STRIPE_PUBLISHABLE_KEY');
  if (secretKey !== null && publishableKey !== null) {
    return {
      provider: createStripeProvider(stripeApiOf(new Stripe(secretKey)), publishableKey),
      testProvider: null,
      webhookSecret: read(env, 'STRIPE_WEBHOOK_SECRET'),
    };
  }
  const testProvider = createTestPaymentProvider(db);
  return { provider: testProvider, testProvider, webhookSecret: null };
}
