import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import { sql } from 'kysely';
import { addCartEntry } from '../promo-codes/promoCodeFixture';
import { checkoutSuite, ORDER_DELIVERY, promoCodeIds, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';

describe.each(TEST_DATABASES)('orders of several lines on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  /** A new shopper with three plans in the cart: the fixture's plan with its optional foundation, and two more. */
  async function shopperWithThreeLines() {
    const shopper = await shopperWithCartEntry(suite.db, call, { foundation: 'optional', options: [1] });
    const entries = [shopper.entry, await addCartEntry(suite.db, call, shopper.token)];
    entries.push(await addCartEntry(suite.db, call, shopper.token));
    return {
      ...shopper,
      entries,
      cartIds: entries.map((entry) => entry._id),
      subtotal: entries.reduce((sum, entry) => sum + entry.price, 0),
    };
  }

  const liveOrdersOf = async (userId: number) =>
    suite.db.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '<>', 6).execute();

  const requestsWaitingOnLocks = async () => {
    const { rows } = await sql<{
      waiting: number;
    }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
      suite.db,
    );
    return rows[0]?.waiting ?? 0;
  };

  /** Holds the shopper's row while the requests queue on it, then lets them race (PGlite runs them one at a time). */
  async function allAtOnce<T>(userId: number, send: () => Array<Promise<T>>): Promise<T[]> {
    if (database.name !== 'PostgreSQL') return Promise.all(send());
    let answers: Promise<T[]> = Promise.resolve([]);
    await suite.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
      const requests = send();
      answers = Promise.all(requests);
      await waitFor(async () => (await requestsWaitingOnLocks()) >= requests.length, {
        what: `${requests.length} requests to wait on locks`,
      });
    });
    return answers;
  }

  it("orders every line at the server's prices: one subtotal, one total, the lines in GET orders and orders/:id", async () => {
    const { token, entries, cartIds, subtotal } = await shopperWithThreeLines();
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: cartIds,
      ...ORDER_DELIVERY,
    });
    expect(placed.status).toBe(200);
    const { order, payment } = placed.body.data;
    expect(order).toEqual(
      expect.objectContaining({ subtotal, discount: 0, total: subtotal, status: 1, promo_code: null }),
    );
    expect(order.lines).toEqual(
      entries.map((entry) =>
        expect.objectContaining({
          cart_id: entry._id,
          property_id: entry.property_id,
          plan_set: entry.plan_set,
          foundation: entry.foundation,
          options: entry.options,
          price: entry.price,
        }),
      ),
    );
    // The first line's fields stay at the top for one-line clients.
    expect(order.cart_id).toBe(entries[0]?._id);
    expect(payment).toEqual(expect.objectContaining({ amount: subtotal, order_id: order._id }));
    expect((await call<Order[]>('GET', 'orders', token)).body.data).toEqual([order]);
    expect((await call<Order>('GET', `orders/${order._id}`, token)).body.data).toEqual(order);
  });

  it('applies a promo code to the order: a percent of the lines together, a flat amount once', async () => {
    const percent = await shopperWithThreeLines();
    const withPercent = await call<OrderCreated>('POST', 'order', percent.token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_ids: percent.cartIds,
      promocode_id: codes.get('WELCOME10'),
    });
    const tenth = Math.round(percent.subtotal / 10);
    expect(withPercent.body.data.order).toEqual(
      expect.objectContaining({
        subtotal: percent.subtotal,
        discount: tenth,
        total: percent.subtotal - tenth,
        promo_code: 'WELCOME10',
      }),
    );

    const flat = await shopperWithThreeLines();
    const withFlat = await call<OrderCreated>('POST', 'order', flat.token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_ids: flat.cartIds,
      promocode: 'save100',
    });
    expect(withFlat.body.data.order).toEqual(
      expect.objectContaining({ subtotal: flat.subtotal, discount: 10_000, total: flat.subtotal - 10_000 }),
    );
    expect(withFlat.body.data.payment?.amount).toBe(flat.subtotal - 10_000);
  });

  it('makes one order from concurrent Proceed requests for the whole cart (a double click)', async () => {
    const { token, userId, cartIds } = await shopperWithThreeLines();
    const request = { payment_mode: 2, cart_ids: cartIds, promocode_id: codes.get('SAVE100'), ...ORDER_DELIVERY };
    // The lines in three orders: an API process shares identical concurrent requests' answer (orderRoutes.ts), so
    // these race in the database as requests through different processes would.
    const [first, second, third] = cartIds;
    const answers = await allAtOnce(userId, () => [
      call<OrderCreated>('POST', 'order', token, request),
      call<OrderCreated>('POST', 'order', token, { ...request, cart_ids: [third, second, first] }),
      call<OrderCreated>('POST', 'order', token, { ...request, cart_ids: [second, first, third] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.order._id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.data.payment?.intent_id)).size).toBe(1);
    expect(await liveOrdersOf(userId)).toHaveLength(1);
  });

  it('takes every line out of the cart once the order is paid by card', async () => {
    const { token, cartIds, subtotal } = await shopperWithThreeLines();
    const extra = await addCartEntry(suite.db, call, token);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: cartIds,
      ...ORDER_DELIVERY,
    });
    expect(placed.body.data.cart_count).toBe(4);
    const intentId = placed.body.data.payment?.intent_id ?? 'none';
    const paid = await call<PaymentResult>('POST', 'pay-test-card', token, {
      intent_id: intentId,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toEqual(expect.objectContaining({ status: 2, total: subtotal }));
    expect(paid.body.data.cart_count).toBe(1);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data.map((entry) => entry._id)).toEqual([extra._id]);
    // Asked again after payment (a retried request), the paid order is the answer; a part of it is not in the cart.
    const again = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: cartIds,
      ...ORDER_DELIVERY,
    });
    expect(again.body.data.order._id).toBe(placed.body.data.order._id);
    const part = await call('POST', 'order', token, { payment_mode: 2, cart_ids: cartIds.slice(1), ...ORDER_DELIVERY });
    expect([part.status, part.body.message]).toEqual([404, 'This plan is no longer in your cart.']);
  });

  it('takes every line out of the cart when the order is placed for cash on delivery', async () => {
    const { token, cartIds } = await shopperWithThreeLines();
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 1,
      cart_ids: cartIds,
      ...ORDER_DELIVERY,
    });
    expect(placed.body.data.order.status).toBe(4);
    expect(placed.body.data.cart_count).toBe(0);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toEqual([]);
  });

  it('replaces an unpaid order that holds any of the lines: the old one is cancelled, its other lines are free', async () => {
    const { token, userId, cartIds } = await shopperWithThreeLines();
    const [first, second, third] = cartIds;
    if (!first || !second || !third) throw new Error('three lines expected');
    const whole = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: [first, second],
      ...ORDER_DELIVERY,
    });
    const narrower = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: [second, third],
      ...ORDER_DELIVERY,
    });
    expect(narrower.status).toBe(200);
    expect(narrower.body.data.order._id).not.toBe(whole.body.data.order._id);
    const alone = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_id: first,
      ...ORDER_DELIVERY,
    });
    expect(alone.status).toBe(200);
    expect((await liveOrdersOf(userId)).map((order) => String(order.id)).sort()).toEqual(
      [narrower.body.data.order._id, alone.body.data.order._id].sort(),
    );
    // The replaced order can no longer be paid.
    const stale = await call('POST', 'order-payment', token, { order_id: whole.body.data.order._id });
    expect(stale.status).toBe(409);
  });

  it("refuses an order naming another shopper's entry, and changes nothing", async () => {
    const { token, userId, cartIds } = await shopperWithThreeLines();
    const other = await shopperWithCartEntry(suite.db, call);
    const stolen = await call('POST', 'order', token, {
      payment_mode: 1,
      cart_ids: [...cartIds, other.entry._id],
      ...ORDER_DELIVERY,
    });
    expect([stolen.status, stolen.body.message]).toEqual([404, 'This plan is no longer in your cart.']);
    expect(await liveOrdersOf(userId)).toEqual([]);
    expect((await call<CartEntry[]>('GET', 'cart', other.token)).body.data).toHaveLength(1);
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toHaveLength(3);
  });

  it('refuses a request naming its lines twice, in both ways, or not at all', async () => {
    const { token, userId, cartIds } = await shopperWithThreeLines();
    const [first] = cartIds;
    for (const body of [
      { payment_mode: 1, cart_ids: [first, first], ...ORDER_DELIVERY },
      { payment_mode: 1, cart_ids: [], ...ORDER_DELIVERY },
      { payment_mode: 1, cart_ids: cartIds, cart_id: first, ...ORDER_DELIVERY },
      { payment_mode: 1, ...ORDER_DELIVERY },
      { payment_mode: 1, cart_ids: Array.from({ length: 21 }, (_, index) => String(index + 1)) },
    ]) {
      const answer = await call('POST', 'order', token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).not.toMatch(/error|exception/i);
    }
    expect(await liveOrdersOf(userId)).toEqual([]);
  });

  it('keeps one live order per cart entry in the database itself', async () => {
    const { token, userId, entry } = await shopperWithCartEntry(suite.db, call);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_id: entry._id,
      ...ORDER_DELIVERY,
    });
    const orderId = Number(placed.body.data.order._id);
    const {
      id: _line,
      order_live: _live,
      ...line
    } = await suite.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const second = await suite.db
      .insertInto('orders')
      .values({
        user_id: userId,
        payment_mode: 2,
        promo_code_id: null,
        subtotal_cents: line.price_cents,
        discount_cents: 0,
        total_cents: line.price_cents,
        status: 1,
        billing_name: 'Test Shopper',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const secondLine = { ...line, order_id: second.id };
    await expect(suite.db.insertInto('order_lines').values(secondLine).execute()).rejects.toThrow(
      /order_lines_one_live_per_entry/,
    );
    // Once the first order is cancelled (replaced), its entry may be ordered again.
    await suite.db.updateTable('orders').set({ status: 6 }).where('id', '=', orderId).execute();
    await suite.db.insertInto('order_lines').values(secondLine).execute();
  });
});
