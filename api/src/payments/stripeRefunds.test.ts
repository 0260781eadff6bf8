import type { Order } from 'contracts/src/checkout/order';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { REFUND_MESSAGES } from 'contracts/src/checkout/refunds';
import { HttpError } from '../errors/httpError';
import { newStaffMember } from '../staff/testing/staffFixture';
import { checkoutSuite, placeCardOrder } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { refundOrder } from './refundOrder';
import { createStripeProvider, STRIPE_REFUND_MESSAGE } from './stripeProvider';
import { mockStripe } from './testing/mockStripe';
import { checkoutAppPaying, paymentSucceededEvent, sendStripeWebhook } from './testing/stripeWebhooks';

const WEBHOOK_SECRET = 'whsec_test_refund_suite';

describe.each(TEST_DATABASES)('refunds through Stripe (mocked Stripe client) on %s', (_name, database) => {
  const stripe = mockStripe();
  const provider = createStripeProvider(stripe.api, 'pk_test_refund_suite');
  const suite = checkoutSuite(database, {
    buildApp: (db) => checkoutAppPaying(db, { provider, testProvider: null, webhookSecret: WEBHOOK_SECRET }),
  });
  const { call } = suite;
  let staffUserId: number;

  beforeAll(async () => {
    staffUserId = (await newStaffMember(suite.db)).userId;
  });

  beforeEach(() => {
    jest.mocked(stripe.api.createRefund).mockClear();
  });

  /** A new shopper's card order, paid: Stripe says its intent succeeded and the payment page confirmed it. */
  async function paidStripeOrder() {
    const placed = await placeCardOrder(suite.db, call, { planSet: 2 });
    if (placed.payment?.provider !== 'stripe') throw new Error('expected a Stripe payment session');
    const intentId = placed.payment.intent_id;
    stripe.succeed(intentId);
    const paid = await call<PaymentResult>('POST', 'order-status', placed.token, { intent_id: intentId });
    expect(paid.body.data.order.status).toBe(2);
    return { ...placed, orderId: Number(placed.order._id), intentId, total: placed.order.total };
  }

  const byStaff = (orderId: number) =>
    refundOrder(suite.db, provider, {
      orderId,
      requestedBy: { kind: 'staff', staffUserId },
      reason: 'Duplicate order.',
    });

  const refundsOf = (orderId: number) =>
    suite.db
      .selectFrom('refunds')
      .select(['provider', 'provider_refund_id', 'amount_cents', 'requested_by'])
      .where('order_id', '=', orderId)
      .execute();

  const orderRow = (orderId: number) =>
    suite.db.selectFrom('orders').select(['status', 'refunded_at']).where('id', '=', orderId).executeTakeFirstOrThrow();

  const sendWebhook = (event: object) => sendStripeWebhook(suite.app, WEBHOOK_SECRET, event);

  /** Stripe's charge.refunded for the intent's charge; `refundId` in the charge's list when the event carries it. */
  const chargeRefunded = (intentId: string, amount: number, refundId: string | null, refunded = true) => ({
    id: `evt_refund_${intentId}_${refundId ?? 'unlisted'}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${intentId}`,
        object: 'charge',
        amount,
        amount_refunded: refunded ? amount : amount - 100,
        currency: 'usd',
        payment_intent: intentId,
        refunded,
        ...(refundId === null
          ? {}
          : { refunds: { object: 'list', data: [{ id: refundId, object: 'refund', amount }] } }),
      },
    },
  });

  it("refunds what was paid through Stripe, once, with the order's idempotency key", async () => {
    const { orderId, intentId, total } = await paidStripeOrder();
    const refunded = await byStaff(orderId);
    expect(refunded.message).toBe(`The order is refunded. ${STRIPE_REFUND_MESSAGE}`);
    expect(refunded.order.status).toBe(7);
    expect(stripe.api.createRefund).toHaveBeenCalledTimes(1);
    expect(stripe.api.createRefund).toHaveBeenCalledWith(
      { payment_intent: intentId, amount: total, metadata: { order_id: String(orderId) } },
      `refund-order-${orderId}`,
    );
    expect(await refundsOf(orderId)).toEqual([
      {
        provider: 'stripe',
        provider_refund_id: expect.stringMatching(/^re_mock_/),
        amount_cents: total,
        requested_by: 'staff',
      },
    ]);

    await expect(byStaff(orderId)).rejects.toEqual(new HttpError(409, REFUND_MESSAGES.alreadyRefunded));
    expect(stripe.api.createRefund).toHaveBeenCalledTimes(1);
  });

  it("takes Stripe's echo of the store's own refund, twice, without a second refund", async () => {
    const { orderId, intentId, total } = await paidStripeOrder();
    await byStaff(orderId);
    const [recorded] = await refundsOf(orderId);
    const before = await orderRow(orderId);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await sendWebhook(chargeRefunded(intentId, total, recorded?.provider_refund_id ?? null));
      expect(response.statusCode).toBe(200);
    }
    expect(await refundsOf(orderId)).toEqual([recorded]);
    expect(await orderRow(orderId)).toEqual(before);
  });

  it("marks an order refunded in Stripe's dashboard once, however often charge.refunded arrives", async () => {
    const { token, orderId, intentId, total } = await paidStripeOrder();
    expect((await sendWebhook(chargeRefunded(intentId, total, 're_dashboard_1'))).statusCode).toBe(200);
    const first = await orderRow(orderId);
    expect(first.status).toBe(7);
    expect((await sendWebhook(chargeRefunded(intentId, total, 're_dashboard_1'))).statusCode).toBe(200);
    expect(await refundsOf(orderId)).toEqual([
      { provider: 'stripe', provider_refund_id: 're_dashboard_1', amount_cents: total, requested_by: 'provider' },
    ]);
    expect(await orderRow(orderId)).toEqual(first);
    expect((await call<Order>('GET', `orders/${orderId}`, token)).body.data.status).toBe(7);
    // The staff desk can no longer refund it: the money is back already.
    await expect(byStaff(orderId)).rejects.toEqual(new HttpError(409, REFUND_MESSAGES.alreadyRefunded));
    expect(stripe.api.createRefund).not.toHaveBeenCalled();
  });

  it('keeps a refund that overtook the payment notice: the late payment_intent.succeeded marks nothing paid', async () => {
    const placed = await placeCardOrder(suite.db, call);
    if (placed.payment?.provider !== 'stripe') throw new Error('expected a Stripe payment session');
    const { intent_id: intentId, amount } = placed.payment;
    const orderId = Number(placed.order._id);
    expect((await sendWebhook(chargeRefunded(intentId, amount, null))).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe(7);
    const succeeded = paymentSucceededEvent(intentId, amount, String(orderId));
    expect((await sendWebhook(succeeded)).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe(7);
    expect(await refundsOf(orderId)).toEqual([
      { provider: 'stripe', provider_refund_id: null, amount_cents: amount, requested_by: 'provider' },
    ]);
  });

  it("leaves the order paid on a partial refund in Stripe's dashboard", async () => {
    const { orderId, intentId, total } = await paidStripeOrder();
    expect((await sendWebhook(chargeRefunded(intentId, total, 're_partial_1', false))).statusCode).toBe(200);
    expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('answers 502 and changes nothing when Stripe does not refund; asking again refunds once', async () => {
    const { token, orderId } = await paidStripeOrder();
    jest.mocked(stripe.api.createRefund).mockRejectedValueOnce(new Error('Stripe is unreachable'));
    const failed = await call('POST', `orders/${orderId}/cancel`, token);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ status: 502, message: REFUND_MESSAGES.providerFailed });
    expect(await orderRow(orderId)).toEqual({ status: 2, refunded_at: null });
    expect(await refundsOf(orderId)).toEqual([]);

    const cancelled = await call<Order>('POST', `orders/${orderId}/cancel`, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(`Your order is cancelled. ${STRIPE_REFUND_MESSAGE}`);
    expect(cancelled.body.data.status).toBe(8);
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ requested_by: 'shopper' })]);
  });
});
