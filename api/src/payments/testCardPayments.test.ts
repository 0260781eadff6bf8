import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order } from 'contracts/src/checkout/order';
import type { PaymentResult, PaymentSession } from 'contracts/src/checkout/payment';
import { checkoutSuite, newShopper, placeCardOrder } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const card = (intentId: string, cardNumber: string) => ({
  intent_id: intentId,
  card_number: cardNumber,
  expiry: '12/39',
  cvc: '123',
});

describe.each(TEST_DATABASES)('card payment with the local test provider on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;

  async function cardOrder() {
    const placed = await placeCardOrder(suite.db, call);
    const { payment } = placed;
    if (payment?.provider !== 'test') throw new Error('expected a test payment session');
    return { ...placed, payment };
  }

  it('4242 4242 4242 4242 pays the order: the server marks it paid and takes it out of the cart', async () => {
    const { token, order, payment } = await cardOrder();
    const paid = await call<PaymentResult>(
      'POST',
      'pay-test-card',
      token,
      card(payment.intent_id, '4242 4242 4242 4242'),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Payment Successful!');
    expect(paid.body.data.order).toEqual(
      expect.objectContaining({ _id: order._id, status: 2, paid_at: expect.any(String) }),
    );
    expect(paid.body.data.cart_count).toBe(0);
    // Answered without reading the order again: exactly as the shopper's order page then reads it.
    expect((await call<Order>('GET', `orders/${order._id}`, token)).body.data).toEqual(paid.body.data.order);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toEqual([]);
    // Confirming again (a second click) changes nothing and charges nothing more.
    const again = await call<PaymentResult>('POST', 'order-status', token, { intent_id: payment.intent_id });
    expect(again.body.data.order.paid_at).toBe(paid.body.data.order.paid_at);
    expect((await call('POST', 'order-payment', token, { order_id: order._id })).status).toBe(409);
  });

  it('4000 0000 0000 0002 is declined with a clear message and leaves the order unpaid', async () => {
    const { token, order, payment } = await cardOrder();
    const declined = await call('POST', 'pay-test-card', token, card(payment.intent_id, '4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined. No money moved: please try another card.');
    const [listed] = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed).toEqual(expect.objectContaining({ _id: order._id, status: 3, paid_at: null }));
    expect((await call('POST', 'order-status', token, { intent_id: payment.intent_id })).status).toBe(400);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toHaveLength(1);
    // The same order can then be paid with the good card.
    const session = await call<PaymentSession>('POST', 'order-payment', token, { order_id: order._id });
    expect(session.body.data.intent_id).toBe(payment.intent_id);
    const paid = await call<PaymentResult>('POST', 'pay-test-card', token, card(payment.intent_id, '4242424242424242'));
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toEqual(expect.objectContaining({ status: 2, paid_at: expect.any(String) }));
    expect((await call<Order>('GET', `orders/${order._id}`, token)).body.data).toEqual(paid.body.data.order);
  });

  it('refuses every other card number, a past expiry and a bad CVC', async () => {
    const { token, payment } = await cardOrder();
    const other = await call('POST', 'pay-test-card', token, card(payment.intent_id, '5555 5555 5555 4444'));
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/test mode/);
    const expired = await call('POST', 'pay-test-card', token, {
      ...card(payment.intent_id, '4242424242424242'),
      expiry: '01/20',
    });
    expect(expired.body.message).toBe('Your card has expired.');
    const cvc = await call('POST', 'pay-test-card', token, {
      ...card(payment.intent_id, '4242424242424242'),
      cvc: '1',
    });
    expect(cvc.status).toBe(400);
    const [listed] = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed?.status).toBe(1);
  });

  it("refuses to mark paid an intent the server did not create, one not confirmed, or another shopper's", async () => {
    const { token, payment } = await cardOrder();
    const invented = await call('POST', 'order-status', token, { intent_id: 'pi_3MadeUpByTheBrowser' });
    expect(invented.status).toBe(400);
    expect(invented.body.message).toBe('This payment is not one the store started.');
    const unconfirmed = await call('POST', 'order-status', token, { intent_id: payment.intent_id });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe('The card provider has not confirmed this payment.');

    const other = await newShopper(suite.db);
    expect((await call('POST', 'pay-test-card', other.token, card(payment.intent_id, '4242424242424242'))).status).toBe(
      400,
    );
    expect((await call('POST', 'order-status', other.token, { intent_id: payment.intent_id })).status).toBe(400);
    expect((await call('POST', 'order-payment', other.token, { order_id: payment.order_id })).status).toBe(404);
    const [listed] = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed?.status).toBe(1);
    const visitorCalls = [
      ['pay-test-card', card(payment.intent_id, '4242424242424242')],
      ['order-status', { intent_id: payment.intent_id }],
      ['order-payment', { order_id: payment.order_id }],
    ] as const;
    for (const [path, body] of visitorCalls) expect((await call('POST', path, null, body)).status).toBe(401);
  });
});
