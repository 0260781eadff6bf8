import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { AWAITING_PAYMENT, PAID } from 'contracts/src/checkout/orderStatus';
import { TEST_CARD_SUCCEEDS } from 'contracts/src/checkout/payment';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { JOB_SCHEMA, startPgBossQueue, type JobQueue } from '../jobs/jobQueue';
import { ORDER_RECEIPT_JOB } from '../orders/orderReceipts';
import { apiCaller, emailOf, placeCardOrder, type ApiCall } from '../testing/checkoutFixture';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { confirmPayment, orderOfIntent } from './orderPayments';
import { createTestPaymentProvider } from './testPaymentProvider';

const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvc: '123' };

describe.each(TEST_DATABASES)("a paid order's receipt job, on %s", (_name, database) => {
  let handle: DatabaseHandle | undefined;
  let jobs: JobQueue | undefined;
  let app: FastifyInstance | undefined;
  let call: ApiCall;

  beforeAll(async () => {
    handle = await openSeededDatabase(database, 20);
    // The database's job queue, as the server runs it: the receipt is a job in the store's own database.
    jobs = await startPgBossQueue(handle.pool, { pollingIntervalSeconds: 0.5, onError: () => undefined });
    app = await buildApp({ db: handle.db, shellDistDir: null, remotes: TEST_REMOTES, mail: TEST_MAIL, jobs });
    call = apiCaller(app);
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await handle?.close();
  });

  const opened = () => {
    if (!handle || !jobs || !app) throw new Error('the suite is not open');
    return { db: handle.db, jobs, app };
  };

  /** The receipt jobs stored for the order, whatever their state. */
  async function receiptJobsOf(orderId: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(`${JOB_SCHEMA}.job`)}
      where name = ${ORDER_RECEIPT_JOB} and (data->>'orderId')::int = ${orderId}`.execute(opened().db);
    return rows[0]?.n ?? 0;
  }

  async function statusOf(orderId: number): Promise<number> {
    const row = await opened()
      .db.selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  it('is stored by the commit that made the order paid, before the payment answers, and mailed once', async () => {
    const { db, app: store } = opened();
    const placed = await placeCardOrder(db, call);
    if (placed.payment?.provider !== 'test') throw new Error('expected a test payment session');
    const orderId = Number(placed.order._id);
    const paid = await call('POST', 'pay-test-card', placed.token, {
      intent_id: placed.payment.intent_id,
      ...TEST_CARD,
    });
    expect(paid.status).toBe(200);
    // The answer came after the commit, and the job was in it: no moment when the order is paid without its job.
    expect(await receiptJobsOf(orderId)).toBe(1);
    // Confirmed again (the shopper's return, Stripe's webhook): nothing more is queued.
    const again = await call('POST', 'order-status', placed.token, { intent_id: placed.payment.intent_id });
    expect(again.status).toBe(200);
    expect(await receiptJobsOf(orderId)).toBe(1);

    const email = await emailOf(db, placed.userId);
    const receipts = async () => {
      const response = await store.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      return response
        .json<ApiEnvelope<OutboxMessage[]>>()
        .data.filter((message) => message.subject === `Your House Plans receipt for order ${orderId}`);
    };
    await waitFor(async () => (await receipts()).length === 1, { timeoutMs: 30_000, what: 'the receipt' });
    // The sending is recorded once the transport has taken the mail (orders/orderReceipts.ts): just after it.
    const sentAt = async () =>
      (await db.selectFrom('orders').select('receipt_sent_at').where('id', '=', orderId).executeTakeFirst())
        ?.receipt_sent_at;
    await waitFor(async () => (await sentAt()) instanceof Date, { timeoutMs: 10_000, what: 'the record of sending' });
    expect(await receipts()).toHaveLength(1);
  });

  it('goes with the payment when its transaction fails: neither the order paid nor the job', async () => {
    const { db, jobs: queue } = opened();
    const placed = await placeCardOrder(db, call);
    if (placed.payment?.provider !== 'test') throw new Error('expected a test payment session');
    const intentId = placed.payment.intent_id;
    const orderId = Number(placed.order._id);
    const provider = createTestPaymentProvider(db);
    await provider.charge(intentId, TEST_CARD_SUCCEEDS);
    // The transaction fails after the receipt was queued in it, before its commit (as a crash there would).
    const failing: JobQueue = {
      ...queue,
      transaction: (target, work) =>
        queue.transaction(target, async (trx, trxJobs) => {
          await work(trx, trxJobs);
          throw new Error('the connection was lost before the commit');
        }),
    };
    await expect(confirmPayment({ db, jobs: failing }, provider, placed.userId, intentId)).rejects.toThrow(
      'the connection was lost before the commit',
    );
    expect(await statusOf(orderId)).toBe(AWAITING_PAYMENT);
    expect(await receiptJobsOf(orderId)).toBe(0);
    expect((await orderOfIntent(db, intentId, placed.userId))?.status).toBe(AWAITING_PAYMENT);

    // The shopper's return confirms it again: paid, with its one job.
    await confirmPayment({ db, jobs: queue }, provider, placed.userId, intentId);
    expect(await statusOf(orderId)).toBe(PAID);
    expect(await receiptJobsOf(orderId)).toBe(1);
  });
});
