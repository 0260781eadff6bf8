import Stripe from 'stripe';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import type { PaymentResult, PaymentSession } from 'contracts/src/checkout/payment';
import { checkoutSuite, ORDER_DELIVERY, placeCardOrder } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { createStripeProvider } from './stripeProvider';
import { mockStripe } from './testing/mockStripe';
import { checkoutAppPaying, paymentSucceededEvent, sendStripeWebhook } from './testing/stripeWebhooks';

const WEBHOOK_SECRET = 'whsec_test_checkout_suite';
const { webhooks } = Stripe;

describe.each(TEST_DATABASES)('Stripe payments (mocked Stripe client) on %s', (_name, database) => {
  const stripe = mockStripe();
  const suite = checkoutSuite(database, {
    buildApp: (db) =>
      checkoutAppPaying(db, {
        provider: createStripeProvider(stripe.api, 'pk_test_checkout_suite'),
        testProvider: null,
        webhookSecret: WEBHOOK_SECRET,
      }),
  });
  const { call } = suite;

  async function stripeOrder() {
    const placed = await placeCardOrder(suite.db, call, { planSet: 2, options: [1] });
    const { payment } = placed;
    if (payment?.provider !== 'stripe') throw new Error('expected a Stripe payment session');
    return { ...placed, payment };
  }

  const sendWebhook = (event: object, signature?: string) =>
    sendStripeWebhook(suite.app, WEBHOOK_SECRET, event, signature);

  it("creates the PaymentIntent on the server for the server's amount, with one idempotency key per order", async () => {
    const { token, entry, order, payment } = await stripeOrder();
    expect(payment).toEqual({
      provider: 'stripe',
      order_id: order._id,
      intent_id: expect.stringMatching(/^pi_mock_/),
      amount: entry.price,
      client_secret: `${payment.intent_id}_secret_abc`,
      publishable_key: 'pk_test_checkout_suite',
    });
    expect(stripe.api.createPaymentIntent).toHaveBeenLastCalledWith(
      { amount: entry.price, currency: 'usd', metadata: { order_id: order._id }, payment_method_types: ['card'] },
      `order-${order._id}`,
    );
    const again = await call<PaymentSession>('POST', 'order-payment', token, { order_id: order._id });
    expect(again.body.data).toEqual(payment);
  });

  it('marks the order paid only once Stripe says the intent succeeded', async () => {
    const { token, order, payment } = await stripeOrder();
    const early = await call('POST', 'order-status', token, { intent_id: payment.intent_id });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The card provider has not confirmed this payment.');

    stripe.succeed(payment.intent_id);
    const confirmed = await call<PaymentResult>('POST', 'order-status', token, { intent_id: payment.intent_id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.order).toEqual(expect.objectContaining({ _id: order._id, status: 2 }));
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toEqual([]);
  });

  it('refuses an intent the server did not create, even one Stripe says succeeded', async () => {
    const { token } = await stripeOrder();
    stripe.intents.set('pi_forged', {
      id: 'pi_forged',
      status: 'succeeded',
      amount: 1,
      currency: 'usd',
      metadata: {},
      client_secret: null,
    });
    const forged = await call('POST', 'order-status', token, { intent_id: 'pi_forged' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This payment is not one the store started.');
  });

  it('marks the order paid on a webhook whose signature verifies', async () => {
    const { token, order, payment } = await stripeOrder();
    const response = await sendWebhook(paymentSucceededEvent(payment.intent_id, payment.amount, order._id));
    expect(response.statusCode).toBe(200);
    const [listed] = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed).toEqual(expect.objectContaining({ _id: order._id, status: 2, paid_at: expect.any(String) }));
  });

  it('refuses a webhook with a bad or missing signature, and one for another amount changes nothing', async () => {
    const { token, order, payment } = await stripeOrder();
    const event = paymentSucceededEvent(payment.intent_id, payment.amount, order._id);
    const forgedSignature = webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_not_ours',
    });
    const bad = await sendWebhook(event, forgedSignature);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: 'Invalid Stripe signature.' });
    const missing = await suite.app.inject({
      method: 'POST',
      url: '/api/user/payments/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect((await sendWebhook(paymentSucceededEvent(payment.intent_id, 1, order._id))).statusCode).toBe(200);
    const [listed] = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed).toEqual(expect.objectContaining({ _id: order._id, status: 1, paid_at: null }));
  });

  it('cancels the intent of an unpaid order replaced by new terms, and a late payment of it marks nothing paid', async () => {
    const { token, entry, order, payment } = await stripeOrder();
    const welcome = await suite.db
      .selectFrom('promo_codes')
      .select('id')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    const replaced = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: String(welcome.id),
    });
    expect(replaced.body.data.order._id).not.toBe(order._id);
    expect(stripe.api.cancelPaymentIntent).toHaveBeenCalledWith(payment.intent_id);

    expect((await sendWebhook(paymentSucceededEvent(payment.intent_id, payment.amount, order._id))).statusCode).toBe(
      200,
    );
    const orders = await suite.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'orders.status'])
      .where('order_lines.cart_entry_id', '=', Number(entry._id))
      .orderBy('orders.id')
      .execute();
    expect(orders.map((row) => row.status)).toEqual([6, 1]);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toHaveLength(1);
  });

  it('has no test-card endpoint when Stripe takes the payments', async () => {
    const { token, payment } = await stripeOrder();
    const response = await call('POST', 'pay-test-card', token, {
      intent_id: payment.intent_id,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(response.status).toBe(404);
  });
});
