import type { Kysely } from 'kysely';
import { AWAITING_PAYMENT, PAID, PAYMENT_DECLINED } from 'contracts/src/checkout/orderStatus';
import type { PaymentSession } from 'contracts/src/checkout/payment';
import { CARD_PAYMENT } from 'contracts/src/orders/orderCodes';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import type { JobQueue } from '../jobs/jobQueue';
import { queueOrderReceipt } from '../orders/orderReceipts';
import type { PaymentProvider, ProviderIntent } from './paymentProvider';

export const UNKNOWN_PAYMENT = 'This payment is not one the store started.';
export const PAYMENT_NOT_CONFIRMED = 'The card provider has not confirmed this payment.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
const NOT_A_CARD_ORDER = 'This order is not paid by card.';

type Db = Kysely<Database>;

/** The store's database and its job queue, which a payment's receipt is queued in with the payment. */
export interface PaymentStore {
  db: Db;
  jobs: JobQueue;
}

/** The same key on every attempt for an order, so Stripe creates one PaymentIntent however often it is asked. */
export function idempotencyKeyOf(orderId: number): string {
  return `order-${orderId}`;
}

/** The shopper's order as paymentSessionOf needs it: the payment page asks for it every round (db/compiledOnce.ts). */
const payableOrderQuery = compiledOnce(
  (db, orderId: number, userId: number) =>
    db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_mode', 'total_cents', 'payment_intent_id'])
      .where('id', '=', orderId)
      .where('user_id', '=', userId),
  [-20_261_129, -20_261_130],
);

/** The intent to pay an unpaid card order with, created once for the order's amount. */
export async function paymentSessionFor(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
): Promise<PaymentSession> {
  const {
    rows: [order],
  } = await db.executeQuery(payableOrderQuery(db, orderId, userId));
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  return paymentSessionOf(db, provider, order);
}

/** An order as paymentSessionOf needs it: the shopper's, read by the caller. */
export interface PayableOrder {
  id: number;
  status: number;
  payment_mode: number;
  total_cents: number;
  payment_intent_id: string | null;
}

/** paymentSessionFor an order the caller has just read (POST order reads it to answer it): not read again. */
export async function paymentSessionOf(
  db: Db,
  provider: PaymentProvider,
  order: PayableOrder,
): Promise<PaymentSession> {
  if (order.payment_mode !== CARD_PAYMENT) throw new HttpError(400, NOT_A_CARD_ORDER);
  if (order.status === PAID) throw new HttpError(409, ORDER_ALREADY_PAID);
  if (order.status !== AWAITING_PAYMENT && order.status !== PAYMENT_DECLINED) {
    throw new HttpError(409, 'This order can no longer be paid. Please check out again from your cart.');
  }

  let intentId = order.payment_intent_id;
  let clientSecret: string | null = null;
  if (intentId === null) {
    const created = await provider.createIntent(
      { orderId: order.id, amount: order.total_cents, idempotencyKey: idempotencyKeyOf(order.id) },
      db,
    );
    intentId = created.id;
    clientSecret = created.clientSecret;
  } else if (provider.kind === 'stripe') {
    const intent = await provider.retrieveIntent(intentId);
    if (!intent) throw new HttpError(502, 'The card provider does not know this payment any more. Please try again.');
    clientSecret = intent.clientSecret;
  }

  if (provider.kind === 'stripe') {
    if (clientSecret === null || provider.publishableKey === null) {
      throw new Error(`Stripe intent ${intentId} came without a client secret`);
    }
    return {
      provider: 'stripe',
      order_id: String(order.id),
      intent_id: intentId,
      amount: order.total_cents,
      client_secret: clientSecret,
      publishable_key: provider.publishableKey,
    };
  }
  return { provider: 'test', order_id: String(order.id), intent_id: intentId, amount: order.total_cents };
}

export interface IntentOrder {
  id: number;
  user_id: number;
  total_cents: number;
  status: number;
}

/** The order the server created this intent for; `userId` limits it to that shopper's orders. */
export async function orderOfIntent(db: Db, intentId: string, userId: number | null): Promise<IntentOrder | null> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'user_id', 'total_cents', 'status'])
    .where('payment_intent_id', '=', intentId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return (await query.executeTakeFirst()) ?? null;
}

/** What markPaid did: made the order paid (and then how many plans are left in the shopper's cart), or nothing. */
export type MarkedPaid = { paid: true; cartCount: number } | { paid: false };

/**
 * Marks the order paid, takes every plan of it out of the cart and queues its receipt, in one transaction; repeating
 * it changes nothing. `paid` only for the call that made the order paid. Two confirmations at once (the provider's
 * webhook and the shopper's return) update the row one after the other, and the second finds it paid already: one
 * receipt job per order, stored with the payment or not at all (orders/orderReceipts.ts).
 */
export async function markPaid({ db, jobs }: PaymentStore, order: IntentOrder, now = new Date()): Promise<MarkedPaid> {
  return jobs.transaction(db, async (trx, trxJobs) => {
    // The order and its plans in one statement: on PGlite the transaction holds the one session through each round
    // trip to the API (docs/decisions/pglite-off-main-thread.md). The entries are taken only when the order was.
    // The same statement counts what stays in the cart, for the answer: its parts all see the cart as it was before
    // it, so the entries it takes are subtracted.
    const row = await trx
      .with('paid', (db) =>
        db
          .updateTable('orders')
          .set({ status: PAID, paid_at: now })
          .where('id', '=', order.id)
          .where('status', 'in', [AWAITING_PAYMENT, PAYMENT_DECLINED])
          .returning('id'),
      )
      .with('taken', (db) =>
        db
          .updateTable('cart_entries')
          .set({ removed_at: now })
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('order_lines')
              .innerJoin('paid', 'paid.id', 'order_lines.order_id')
              .select('order_lines.cart_entry_id'),
          )
          .where('removed_at', 'is', null)
          .returning('id'),
      )
      .selectFrom('paid')
      .select((eb) => [
        eb.fn.countAll<string>().as('paid'),
        eb
          .selectFrom('cart_entries')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .where('cart_entries.user_id', '=', order.user_id)
          .where('cart_entries.removed_at', 'is', null)
          .as('in_cart'),
        eb
          .selectFrom('taken')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .as('taken'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(row.paid) === 0) return { paid: false };
    await queueOrderReceipt(trxJobs, order.id);
    return { paid: true, cartCount: Number(row.in_cart ?? 0) - Number(row.taken ?? 0) };
  });
}

export async function markDeclined(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: PAYMENT_DECLINED })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING_PAYMENT)
    .execute();
}

/** True when the provider's intent pays exactly this order. */
export function intentPays(intent: ProviderIntent, order: IntentOrder): boolean {
  return intent.status === 'succeeded' && intent.amount === order.total_cents && intent.orderId === order.id;
}

/**
 * The order is paid only on the provider's word, never the browser's: the intent must be one the server created
 * for this shopper's order, and the provider must say it succeeded for the order's amount.
 */
export async function confirmPayment(
  store: PaymentStore,
  provider: PaymentProvider,
  userId: number,
  intentId: string,
): Promise<{ orderId: number }> {
  const order = await orderOfIntent(store.db, intentId, userId);
  if (!order) throw new HttpError(400, UNKNOWN_PAYMENT);
  return confirmPaymentOf(store, provider, order, intentId);
}

/**
 * confirmPayment for the order of this intent, read by the caller (orderOfIntent with the shopper's id) at any time
 * before: whatever became of it since, only the provider's word and markPaid's guarded update decide.
 */
export async function confirmPaymentOf(
  store: PaymentStore,
  provider: PaymentProvider,
  order: IntentOrder,
  intentId: string,
): Promise<{ orderId: number }> {
  if (order.status === PAID) return { orderId: order.id };
  await confirmIntent(store, order, await provider.retrieveIntent(intentId));
  return { orderId: order.id };
}

/**
 * Marks the order paid on what the provider has just said of its intent (retrieved, or answered by the test provider's
 * charge); refused unless the intent pays exactly this order.
 */
export async function confirmIntent(
  store: PaymentStore,
  order: IntentOrder,
  intent: ProviderIntent | null,
  now = new Date(),
): Promise<MarkedPaid> {
  if (!intent || !intentPays(intent, order)) throw new HttpError(400, PAYMENT_NOT_CONFIRMED);
  return markPaid(store, order, now);
}
