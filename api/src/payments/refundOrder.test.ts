import { sql } from 'kysely';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import { TEST_CARD_SUCCEEDS } from 'contracts/src/checkout/payment';
import { REFUND_MESSAGES } from 'contracts/src/checkout/refunds';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { HttpError } from '../errors/httpError';
import { newStaffMember } from '../staff/testing/staffFixture';
import {
  checkoutSuite,
  newShopper,
  ORDER_DELIVERY,
  placeCardOrder,
  shopperWithCartEntry,
} from '../testing/checkoutFixture';
import { discardedJobs } from '../testing/discardedJobs';
import { TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { confirmPayment } from './orderPayments';
import { refundOrder, shopperCancel, type RefundChange } from './refundOrder';
import { createTestPaymentProvider, TEST_REFUND_MESSAGE } from './testPaymentProvider';

const STAFF_REASON = 'The shopper phoned: bought the wrong plan.';
const TWO_HOURS_AND_A_MINUTE = (2 * 60 + 1) * 60 * 1000;

describe.each(TEST_DATABASES)('refunds and cancels with the local test provider on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  const provider = () => createTestPaymentProvider(suite.db);
  let staffUserId: number;

  beforeAll(async () => {
    staffUserId = (await newStaffMember(suite.db)).userId;
  });

  /** A new shopper's card order, paid with the test card as the payment page pays it. */
  async function paidCardOrder() {
    const placed = await placeCardOrder(suite.db, call);
    if (placed.payment?.provider !== 'test') throw new Error('expected a test payment session');
    const intentId = placed.payment.intent_id;
    await provider().charge(intentId, TEST_CARD_SUCCEEDS);
    await confirmPayment({ db: suite.db, jobs: await discardedJobs() }, provider(), placed.userId, intentId);
    return { ...placed, orderId: Number(placed.order._id), intentId };
  }

  const byStaff = (orderId: number) =>
    refundOrder(suite.db, provider(), {
      orderId,
      requestedBy: { kind: 'staff', staffUserId },
      reason: STAFF_REASON,
    });

  const refundsOf = (orderId: number) =>
    suite.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();

  const orderRow = (orderId: number) =>
    suite.db.selectFrom('orders').select(['status', 'refunded_at']).where('id', '=', orderId).executeTakeFirstOrThrow();

  const refusalOf = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { status: error.statusCode, message: error.message };
  };

  it('refunds a card-paid order through the provider: Refunded, one refund row, and says no money moved', async () => {
    const { token, orderId, intentId, order } = await paidCardOrder();
    const refunded = await byStaff(orderId);
    expect(refunded.message).toBe(`The order is refunded. ${TEST_REFUND_MESSAGE}`);
    expect(refunded.order).toEqual(expect.objectContaining({ _id: String(orderId), status: 7 }));

    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({
        provider: 'test',
        provider_refund_id: `test_re_refund-order-${orderId}`,
        amount_cents: order.total,
        reason: STAFF_REASON,
        requested_by: 'staff',
        staff_user_id: staffUserId,
      }),
    ]);
    expect((await orderRow(orderId)).refunded_at).toBeInstanceOf(Date);
    const intent = await suite.db
      .selectFrom('test_payment_intents')
      .select('refund_id')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(intent.refund_id).toBe(`test_re_refund-order-${orderId}`);
    // The shopper sees it in their orders.
    const listed = await call<Order>('GET', `orders/${orderId}`, token);
    expect(listed.body.data.status).toBe(7);
  });

  it('refunds an order once: a second refund is a 409 and writes nothing', async () => {
    const { orderId } = await paidCardOrder();
    await byStaff(orderId);
    const { refunded_at: refundedAt } = await orderRow(orderId);
    expect(await refusalOf(byStaff(orderId))).toEqual({ status: 409, message: REFUND_MESSAGES.alreadyRefunded });
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).refunded_at).toEqual(refundedAt);
  });

  /** Holds the order while the calls queue on its lock, then lets them race (PGlite runs them one at a time). */
  async function allAtOnce<T>(orderId: number, send: () => Array<Promise<T>>) {
    if (database.name !== 'PostgreSQL') return Promise.allSettled(send());
    let answers: Promise<Array<PromiseSettledResult<T>>> = Promise.resolve([]);
    await suite.db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
      const calls = send();
      answers = Promise.allSettled(calls);
      await waitFor(
        async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(suite.db);
          return (rows[0]?.waiting ?? 0) >= calls.length;
        },
        { what: `${calls.length} refunds to wait on the order` },
      );
    });
    return answers;
  }

  it('makes one refund of two asked at once: the second waits for the first and is refused', async () => {
    const { orderId } = await paidCardOrder();
    const answers = await allAtOnce(orderId, () => [byStaff(orderId), byStaff(orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = answers.find((answer) => answer.status === 'rejected');
    expect(rejected?.reason).toEqual(new HttpError(409, REFUND_MESSAGES.alreadyRefunded));
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('refuses to refund an unpaid order with a 409 and changes nothing', async () => {
    const { order } = await placeCardOrder(suite.db, call);
    const orderId = Number(order._id);
    expect(await refusalOf(byStaff(orderId))).toEqual({ status: 409, message: REFUND_MESSAGES.notPaid });
    expect(await orderRow(orderId)).toEqual({ status: 1, refunded_at: null });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await refusalOf(byStaff(2_000_000_000))).toEqual({ status: 404, message: 'Order not found.' });
  });

  it('calls off a cash-on-delivery order: Cancelled by store, nothing through the provider', async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 1,
      cart_id: entry._id,
      ...ORDER_DELIVERY,
    });
    const orderId = Number(placed.body.data.order._id);
    const cancelled = await byStaff(orderId);
    expect(cancelled.message).toBe(
      'The cash-on-delivery order is cancelled. Nothing was charged, so nothing is refunded.',
    );
    expect(cancelled.order.status).toBe(9);
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({ provider: 'none', provider_refund_id: null, amount_cents: 0, requested_by: 'staff' }),
    ]);
  });

  it("undoes the whole refund, the provider's record too, when the caller's own record in its transaction fails", async () => {
    const { orderId, intentId } = await paidCardOrder();
    const seen: RefundChange[] = [];
    const failing = refundOrder(
      suite.db,
      provider(),
      { orderId, requestedBy: { kind: 'staff', staffUserId }, reason: STAFF_REASON },
      {
        onRefunded: async (_trx, change) => {
          seen.push(change);
          throw new Error('the audit log could not be written');
        },
      },
    );
    await expect(failing).rejects.toThrow('the audit log could not be written');
    expect(seen).toEqual([
      expect.objectContaining({
        orderId,
        statusBefore: 2,
        statusAfter: 7,
        provider: 'test',
        amountCents: expect.any(Number),
      }),
    ]);
    expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
    expect(await refundsOf(orderId)).toEqual([]);
    const intent = await suite.db
      .selectFrom('test_payment_intents')
      .select('refund_id')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(intent.refund_id).toBeNull();
    // Asked again, it refunds.
    expect((await byStaff(orderId)).order.status).toBe(7);
  });

  describe('POST orders/:id/cancel', () => {
    it("cancels the shopper's order within 2 hours of paying, and refunds it", async () => {
      const { token, orderId, order } = await paidCardOrder();
      const cancelled = await call<Order>('POST', `orders/${orderId}/cancel`, token, { reason: 'Wrong plan' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(`Your order is cancelled. ${TEST_REFUND_MESSAGE}`);
      expect(cancelled.body.data).toEqual(expect.objectContaining({ _id: String(orderId), status: 8 }));
      expect(await refundsOf(orderId)).toEqual([
        expect.objectContaining({
          provider: 'test',
          amount_cents: order.total,
          reason: 'Wrong plan',
          requested_by: 'shopper',
          staff_user_id: null,
        }),
      ]);
      const again = await call('POST', `orders/${orderId}/cancel`, token);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(REFUND_MESSAGES.alreadyCancelled);
      expect(await refundsOf(orderId)).toHaveLength(1);
    });

    it('cancels a cash-on-delivery order within 2 hours of placing it, refunding nothing', async () => {
      const { token, entry } = await shopperWithCartEntry(suite.db, call);
      const placed = await call<OrderCreated>('POST', 'order', token, {
        payment_mode: 1,
        cart_id: entry._id,
        ...ORDER_DELIVERY,
      });
      const orderId = placed.body.data.order._id;
      const cancelled = await call<Order>('POST', `orders/${orderId}/cancel`, token);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe('Your order is cancelled. Nothing was charged, so nothing is refunded.');
      expect(cancelled.body.data.status).toBe(8);
      expect(await refundsOf(Number(orderId))).toEqual([
        expect.objectContaining({ provider: 'none', amount_cents: 0, requested_by: 'shopper' }),
      ]);
    });

    it('refuses once 2 hours have passed since paying, with a clear message, and changes nothing', async () => {
      const { token, orderId } = await paidCardOrder();
      await suite.db
        .updateTable('orders')
        .set({ paid_at: new Date(Date.now() - TWO_HOURS_AND_A_MINUTE) })
        .where('id', '=', orderId)
        .execute();
      const late = await call('POST', `orders/${orderId}/cancel`, token);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        'An order can be cancelled only within 2 hours of paying for it. Please contact us if you would like a refund.',
      );
      expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
      expect(await refundsOf(orderId)).toEqual([]);
    });

    it("is the owner's alone: another shopper gets 404, a visitor 401, and the order stays paid", async () => {
      const { orderId } = await paidCardOrder();
      const intruder = await newShopper(suite.db);
      const other = await call('POST', `orders/${orderId}/cancel`, intruder.token);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ status: 404, message: 'Order not found.' });
      const visitor = await call('POST', `orders/${orderId}/cancel`, null);
      expect(visitor.body).toEqual({ status: 401, message: LOGIN_REQUIRED_MESSAGE });
      expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
    });

    it('refuses an unpaid order, a body with other fields, and a reason of spaces, changing nothing', async () => {
      const { token, order } = await placeCardOrder(suite.db, call);
      const unpaid = await call('POST', `orders/${order._id}/cancel`, token);
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe(REFUND_MESSAGES.notPaid);
      expect((await call('POST', `orders/${order._id}/cancel`, token, { refund: 100 })).status).toBe(400);
      expect((await call('POST', `orders/${order._id}/cancel`, token, { reason: '   ' })).status).toBe(400);
      expect(await orderRow(Number(order._id))).toEqual({ status: 1, refunded_at: null });
    });
  });

  it("refuses a shopper's cancel once the plans were downloaded or printed, asking the caller's predicate", async () => {
    const { userId, orderId } = await paidCardOrder();
    const asked: number[] = [];
    const refused = shopperCancel(
      suite.db,
      provider(),
      { orderId, userId },
      {
        hasDeliveryStarted: async (id) => {
          asked.push(id);
          return true;
        },
      },
    );
    expect(await refusalOf(refused)).toEqual({ status: 409, message: REFUND_MESSAGES.deliveryStarted });
    expect(asked).toEqual([orderId]);
    expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
  });
});
