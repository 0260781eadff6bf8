import type { Kysely, Selectable } from 'kysely';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from 'contracts/src/checkout/payment';
import type { Database, TestPaymentIntentsTable } from '../db/databaseSchema';
import { recordIntentOnOrder } from './orderIntentRecord';
import type { PaymentProvider, ProviderIntent } from './paymentProvider';

export const TEST_CARD_DECLINED_MESSAGE = 'Your card was declined. No money moved: please try another card.';
export const NOT_A_TEST_CARD_MESSAGE =
  'This store is in test mode and accepts only the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002, which is declined).';

export const TEST_REFUND_MESSAGE = 'Test mode: the refund is recorded and no money moved.';

export type TestCardOutcome = { outcome: 'succeeded' } | { outcome: 'declined' | 'refused'; message: string };

/** What the test provider does with a card number: the card provider's own public test numbers only. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARD_SUCCEEDS) return { outcome: 'succeeded' };
  if (digits === TEST_CARD_DECLINED) return { outcome: 'declined', message: TEST_CARD_DECLINED_MESSAGE };
  return { outcome: 'refused', message: NOT_A_TEST_CARD_MESSAGE };
}

/** A charge's outcome; a successful one with the intent as it is now (null when there is no such intent). */
export type TestCharge =
  { outcome: 'succeeded'; intent: ProviderIntent | null } | Exclude<TestCardOutcome, { outcome: 'succeeded' }>;

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /**
   * Charges the intent with a test card; the intent succeeds only with 4242 4242 4242 4242. A success answers the
   * intent as retrieveIntent would, from the same statement: the payment is confirmed on it without reading it again.
   */
  charge(intentId: string, cardNumber: string): Promise<TestCharge>;
}

type TestIntentRow = Selectable<TestPaymentIntentsTable>;

function providerIntentOf(row: TestIntentRow): ProviderIntent {
  return { id: row.id, status: row.status, amount: row.amount_cents, orderId: row.order_id, clientSecret: null };
}

/** The local provider used when Stripe is not configured: intents live in the store's database, no money moves. */
export function createTestPaymentProvider(db: Kysely<Database>): TestPaymentProvider {
  return {
    kind: 'test',
    publishableKey: null,
    async createIntent({ orderId, amount, idempotencyKey }, store) {
      // The idempotency key is the intent's id: a second call for the same order finds the first intent.
      const id = `test_pi_${idempotencyKey}`;
      // The intent and its record on the order in one statement (the CTE's update runs whatever the insert finds).
      await store
        .with('recorded', (creator) => recordIntentOnOrder(creator, { orderId, intentId: id, provider: 'test' }))
        .insertInto('test_payment_intents')
        .values({ id, order_id: orderId, amount_cents: amount, status: 'requires_payment' })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return { id, clientSecret: null };
    },
    async retrieveIntent(id) {
      const row = await db.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? providerIntentOf(row) : null;
    },
    async cancelIntent(id) {
      await db.deleteFrom('test_payment_intents').where('id', '=', id).where('status', '<>', 'succeeded').execute();
    },
    async refund({ intentId, amount, idempotencyKey }, store) {
      // The key names the refund, as it names the intent: asked again for the same order, the first refund answers.
      const refundId = `test_re_${idempotencyKey}`;
      const intent = await store
        .selectFrom('test_payment_intents')
        .select(['status', 'amount_cents', 'refund_id'])
        .where('id', '=', intentId)
        .forUpdate()
        .executeTakeFirst();
      if (intent?.status !== 'succeeded') throw new Error(`test intent ${intentId} was never paid: nothing to refund`);
      if (intent.amount_cents !== amount) {
        throw new Error(`test intent ${intentId} paid ${intent.amount_cents}, not the ${amount} asked back`);
      }
      if (intent.refund_id === null) {
        await store
          .updateTable('test_payment_intents')
          .set({ refund_id: refundId, refunded_at: new Date() })
          .where('id', '=', intentId)
          .execute();
      } else if (intent.refund_id !== refundId) {
        throw new Error(`test intent ${intentId} was refunded already, as ${intent.refund_id}`);
      }
      return { id: refundId, amount, message: TEST_REFUND_MESSAGE };
    },
    async charge(intentId, cardNumber) {
      const result = testCardOutcome(cardNumber);
      if (result.outcome !== 'succeeded') return result;
      const row = await db
        .updateTable('test_payment_intents')
        .set({ status: 'succeeded' })
        .where('id', '=', intentId)
        .returningAll()
        .executeTakeFirst();
      return { outcome: 'succeeded', intent: row ? providerIntentOf(row) : null };
    },
  };
}
