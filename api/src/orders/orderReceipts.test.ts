import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { OrderCreated } from 'contracts/src/checkout/order';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import type { Database } from '../db/databaseSchema';
import { checkoutAppPaying, paymentSucceededEvent, sendStripeWebhook } from '../payments/testing/stripeWebhooks';
import { createTestPaymentProvider } from '../payments/testPaymentProvider';
import { addCartEntry } from '../promo-codes/promoCodeFixture';
import {
  allAtOnce,
  checkoutSuite,
  emailOf,
  ORDER_DELIVERY,
  promoCodeIds,
  shopperWithCartEntry,
  type ApiCall,
} from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvc: '123' };

async function receiptsTo(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json<ApiEnvelope<OutboxMessage[]>>().data.filter((message) => /receipt/i.test(message.subject));
}

/** A shopper with two plans in the cart: the fixture's plan with its optional foundation and an add-on, and another. */
async function shopperWithTwoLines(db: Kysely<Database>, call: ApiCall) {
  const shopper = await shopperWithCartEntry(db, call, { planSet: 2, foundation: 'optional', options: [1] });
  const second = await addCartEntry(db, call, shopper.token);
  return { ...shopper, entries: [shopper.entry, second], email: await emailOf(db, shopper.userId) };
}

describe.each(TEST_DATABASES)('order receipts on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  it('mails one receipt when an order is placed for cash on delivery, with what the confirmation page shows', async () => {
    const { token, email, entries } = await shopperWithTwoLines(suite.db, call);
    const request = {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_ids: entries.map((entry) => entry._id),
      promocode_id: codes.get('SAVE100'),
    };
    // A double click: two requests, one order, one receipt.
    const answers = await Promise.all([
      call<OrderCreated>('POST', 'order', token, request),
      call<OrderCreated>('POST', 'order', token, request),
    ]);
    const { order } = answers[0]?.body.data ?? { order: null };
    if (!order) throw new Error('no order');
    expect(answers[1]?.body.data.order._id).toBe(order._id);

    const receipts = await receiptsTo(suite.app, email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`Your House Plans receipt for order ${order._id}`);
    const text = receipt?.text ?? '';
    expect(text).toContain(`Order number: ${order._id}`);
    for (const line of order.lines) {
      expect(text).toContain(`${line.property_id.name} (plan number ${line.property_id.plan_number ?? 'N/A'})`);
      expect(text).toContain(`Plan total: ${formatPrice(line.price)}`);
    }
    expect(text).toContain(`Five Printed Sets: ${formatPrice(entries[0]?.plan_set.price ?? 0)}`);
    expect(text).toContain(`Foundation: ${entries[0]?.foundation.label}: +$295`);
    expect(text).toContain('Cost-to-Build Report: +$44.95');
    expect(text).toContain(`Subtotal: ${formatPrice(order.subtotal)}`);
    expect(text).toContain('Promo discount (SAVE100): -$100');
    expect(text).toContain(`Total: ${formatPrice(order.total)}`);
    expect(text).toContain('Payment: Cash on Delivery');
    expect(text).toContain(`- You pay ${formatPrice(order.total)} on delivery; nothing has been charged.`);
    expect(text).toContain(`http://localhost:3000/order-confirmation/${order._id}`);
    expect(text).toContain('http://localhost:3000/myaccount?tab=orders');
  });

  it('mails exactly one receipt when the payment is confirmed several times at once', async () => {
    const { token, email, entries } = await shopperWithTwoLines(suite.db, call);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_ids: entries.map((entry) => entry._id),
    });
    const { order, payment } = placed.body.data;
    if (!payment) throw new Error('no payment session');
    expect(await receiptsTo(suite.app, email)).toEqual([]);

    // The card is charged; then the shopper's return and its retries confirm it together with the card form's answer.
    await suite.db
      .updateTable('test_payment_intents')
      .set({ status: 'succeeded' })
      .where('id', '=', payment.intent_id)
      .execute();
    const answers = await allAtOnce(database, suite.db, order._id, () => [
      call('POST', 'order-status', token, { intent_id: payment.intent_id }),
      call('POST', 'order-status', token, { intent_id: payment.intent_id }),
      call('POST', 'pay-test-card', token, { intent_id: payment.intent_id, ...TEST_CARD }),
      call('POST', 'order-status', token, { intent_id: payment.intent_id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const receipts = await receiptsTo(suite.app, email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Payment: Card Payment, paid');
    expect(receipts[0]?.text).toContain(`Total: ${formatPrice(order.total)}`);
  });

  it('mails nothing for an order not paid: placed for card, then declined', async () => {
    const { token, email, entries } = await shopperWithTwoLines(suite.db, call);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_ids: entries.map((entry) => entry._id),
    });
    const intentId = placed.body.data.payment?.intent_id ?? '';
    const declined = await call('POST', 'pay-test-card', token, {
      intent_id: intentId,
      ...TEST_CARD,
      card_number: '4000000000000002',
    });
    expect(declined.status).toBe(402);
    expect(await receiptsTo(suite.app, email)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)(
  "order receipts when Stripe's webhook races the shopper's return on %s",
  (_name, database) => {
    const WEBHOOK_SECRET = 'whsec_test_receipts';
    // The webhook route checks the signed event against the order the intent belongs to, whichever provider made it:
    // the local test provider stands in for Stripe's intents here.
    const suite = checkoutSuite(database, {
      buildApp: (db) => {
        const provider = createTestPaymentProvider(db);
        return checkoutAppPaying(db, { provider, testProvider: provider, webhookSecret: WEBHOOK_SECRET });
      },
    });

    const sendWebhook = (intentId: string, amount: number, orderId: string) =>
      sendStripeWebhook(suite.app, WEBHOOK_SECRET, paymentSucceededEvent(intentId, amount, orderId));

    it("mails one receipt when Stripe's webhook and the shopper's return confirm the payment at once", async () => {
      const { token, email, entries } = await shopperWithTwoLines(suite.db, suite.call);
      const placed = await suite.call<OrderCreated>('POST', 'order', token, {
        payment_mode: 2,
        ...ORDER_DELIVERY,
        cart_ids: entries.map((entry) => entry._id),
      });
      const { order, payment } = placed.body.data;
      if (!payment) throw new Error('no payment session');
      await suite.db
        .updateTable('test_payment_intents')
        .set({ status: 'succeeded' })
        .where('id', '=', payment.intent_id)
        .execute();

      const answers = await allAtOnce(database, suite.db, order._id, () => [
        sendWebhook(payment.intent_id, payment.amount, order._id).then((response) => response.statusCode),
        suite.call('POST', 'order-status', token, { intent_id: payment.intent_id }).then((answer) => answer.status),
        // Stripe delivers an event more than once.
        sendWebhook(payment.intent_id, payment.amount, order._id).then((response) => response.statusCode),
      ]);
      expect(answers).toEqual([200, 200, 200]);
      const receipts = await receiptsTo(suite.app, email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.text).toContain(`Order number: ${order._id}`);
    });
  },
);
