import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import type { PriceQuote } from 'contracts/src/checkout/promoCode';
import { PROMO_CODE_REFUSALS } from 'contracts/src/checkout/promoCodeRules';
import { sql } from 'kysely';
import { addCartEntry, chooseRewardProgramme, payForEntry } from '../promo-codes/promoCodeFixture';
import {
  checkoutSuite,
  newShopper,
  ORDER_DELIVERY,
  promoCodeIds,
  shopperWithCartEntry,
} from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';

describe.each(TEST_DATABASES)('orders on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  const shopperWithEntry = () => shopperWithCartEntry(suite.db, call, { foundation: 'optional' });

  /**
   * Sends the requests with their cart entries' rows held, then lets them all go at once, so that they race for real.
   * Only a server runs transactions side by side (PGlite runs one at a time): there the requests are simply sent.
   */
  async function allAtOnce<T>(cartIds: string[], send: () => Array<Promise<T>>): Promise<T[]> {
    if (database.name !== 'PostgreSQL') return Promise.all(send());
    let answers: Promise<T[]> = Promise.resolve([]);
    await suite.db.transaction().execute(async (trx) => {
      await trx.selectFrom('cart_entries').select('id').where('id', 'in', cartIds.map(Number)).forUpdate().execute();
      const requests = send();
      answers = Promise.all(requests);
      // Let go only once every request is queued on a lock (the held entries, or the shopper's row behind them).
      await waitFor(async () => (await requestsWaitingOnLocks()) >= requests.length, {
        what: `${requests.length} requests to wait on locks`,
      });
    });
    return answers;
  }

  const requestsWaitingOnLocks = async () => {
    const { rows } = await sql<{
      waiting: number;
    }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
      suite.db,
    );
    return rows[0]?.waiting ?? 0;
  };

  const orderCount = async (userId: number) =>
    (await suite.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

  it("cash on delivery creates the order with the server's promo total and empties that cart entry", async () => {
    const { token, userId, entry } = await shopperWithEntry();
    const { status, body } = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('SAVE100'),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Order Created Succesfully');
    expect(body.data.payment).toBeNull();
    expect(body.data.cart_count).toBe(0);
    expect(body.data.order).toEqual(
      expect.objectContaining({
        status: 4,
        subtotal: entry.price,
        discount: 10_000,
        total: entry.price - 10_000,
        promo_code: 'SAVE100',
      }),
    );
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toEqual([]);
    const listed = await call<Order[]>('GET', 'orders', token);
    expect(listed.body.data).toEqual([body.data.order]);
    expect(listed.body.data[0]?.property_id._id).toBe(entry.property_id._id);
    expect(listed.body.data[0]?.foundation).toEqual(entry.foundation);
    expect(await orderCount(userId)).toBe(1);
  });

  it('makes one order from two concurrent Proceed requests', async () => {
    const { token, userId, entry } = await shopperWithEntry();
    const request = { payment_mode: 2, cart_id: entry._id, promocode_id: codes.get('WELCOME10'), ...ORDER_DELIVERY };
    const [first, second] = await Promise.all([
      call<OrderCreated>('POST', 'order', token, request),
      call<OrderCreated>('POST', 'order', token, request),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.order._id).toBe(first.body.data.order._id);
    expect(second.body.data.payment?.intent_id).toBe(first.body.data.payment?.intent_id);
    expect(await orderCount(userId)).toBe(1);
    // A double click with cash on delivery too: one order, and the second click is answered, not refused.
    const cod = await shopperWithEntry();
    const both = await Promise.all([
      call<OrderCreated>('POST', 'order', cod.token, { payment_mode: 1, cart_id: cod.entry._id, ...ORDER_DELIVERY }),
      call<OrderCreated>('POST', 'order', cod.token, { payment_mode: 1, cart_id: cod.entry._id, ...ORDER_DELIVERY }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[1]?.body.data.order._id).toBe(both[0]?.body.data.order._id);
    expect(await orderCount(cod.userId)).toBe(1);
  });

  it('a card order waits for payment in the cart; new terms replace the unpaid order', async () => {
    const { token, entry } = await shopperWithEntry();
    const card = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_id: entry._id,
      ...ORDER_DELIVERY,
    });
    expect(card.body.data.order).toEqual(
      expect.objectContaining({ status: 1, total: entry.price, intent_id: expect.any(String) }),
    );
    expect(card.body.data.payment).toEqual(
      expect.objectContaining({ provider: 'test', amount: entry.price, order_id: card.body.data.order._id }),
    );
    expect((await call<CartEntry[]>('GET', 'cart', token)).body.data).toHaveLength(1);

    const withPromo = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
    });
    expect(withPromo.body.data.order._id).not.toBe(card.body.data.order._id);
    expect(withPromo.body.data.order.total).toBe(entry.price - Math.round(entry.price / 10));
    const orders = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(orders.map((order) => order._id)).toEqual([withPromo.body.data.order._id]);
  });

  it("applies the promo code's rules at order time", async () => {
    const { token, entry } = await shopperWithEntry();
    const expired = await call('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('SPRING2020'),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This promo code has expired.');
    expect(
      (await call('POST', 'order', token, { payment_mode: 3, cart_id: entry._id, ...ORDER_DELIVERY })).status,
    ).toBe(400);
  });

  it('checks a first-order code again at order time: applied, then another order paid, then refused', async () => {
    const { token, userId, entry } = await shopperWithEntry();
    const quoted = await call<PriceQuote>('POST', 'apply-promocode', token, {
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
    });
    expect(quoted.status).toBe(200);
    const other = await addCartEntry(suite.db, call, token);
    await payForEntry(call, token, other._id);

    const refused = await call('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
    });
    expect([refused.status, refused.body.message]).toEqual([400, "This code is for a shopper's first order only."]);
    expect(await orderCount(userId)).toBe(1);
    const plain = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_id: entry._id,
      ...ORDER_DELIVERY,
    });
    expect(plain.body.data.order).toEqual(
      expect.objectContaining({ discount: 0, total: entry.price, promo_code: null }),
    );
  });

  it('refuses an unpaid order asked for again with a first-order code the shopper no longer qualifies for', async () => {
    const { token, entry } = await shopperWithEntry();
    const request = { payment_mode: 2, cart_id: entry._id, promocode_id: codes.get('WELCOME10'), ...ORDER_DELIVERY };
    const first = await call<OrderCreated>('POST', 'order', token, request);
    expect(first.body.data.order.promo_code).toBe('WELCOME10');
    const other = await addCartEntry(suite.db, call, token);
    expect(
      (await call('POST', 'order', token, { payment_mode: 1, cart_id: other._id, ...ORDER_DELIVERY })).status,
    ).toBe(200);

    const again = await call('POST', 'order', token, request);
    expect([again.status, again.body.message]).toEqual([400, PROMO_CODE_REFUSALS.firstOrderOnly]);
  });

  it('gives a first-order code to only one of several entries ordered at the same moment', async () => {
    const { token, userId, entry } = await shopperWithEntry();
    const others = [
      await addCartEntry(suite.db, call, token),
      await addCartEntry(suite.db, call, token),
      await addCartEntry(suite.db, call, token),
    ];
    const cartIds = [entry, ...others].map((line) => line._id);
    const answers = await allAtOnce(cartIds, () =>
      cartIds.map((cartId) =>
        call<OrderCreated>('POST', 'order', token, {
          payment_mode: 2,
          ...ORDER_DELIVERY,
          cart_id: cartId,
          promocode_id: codes.get('WELCOME10'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.message)).toEqual(
      Array(3).fill(PROMO_CODE_REFUSALS.firstOrderCodeInUse),
    );
    const discounted = await suite.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('discount_cents', '>', 0)
      .execute();
    expect(discounted).toHaveLength(1);
  });

  it('takes a private code typed at order time, never by its id', async () => {
    const { token, entry } = await shopperWithEntry();
    const byId = await call('POST', 'order', token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('TRADE25'),
    });
    expect([byId.status, byId.body.message]).toEqual([400, 'This promo code does not exist.']);
    const typed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode: 'Trade25',
    });
    expect(typed.status).toBe(200);
    const quarter = Math.round(entry.price / 4);
    expect(typed.body.data.order).toEqual(
      expect.objectContaining({ promo_code: 'TRADE25', discount: quarter, total: entry.price - quarter }),
    );
  });

  it('refuses a builders code at order time once the shopper has left the programme', async () => {
    const { token, entry } = await shopperWithEntry();
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    const request = { payment_mode: 2, cart_id: entry._id, promocode_id: codes.get('BUILDER15'), ...ORDER_DELIVERY };
    expect(
      (await call('POST', 'apply-promocode', token, { cart_id: entry._id, promocode_id: codes.get('BUILDER15') }))
        .status,
    ).toBe(200);
    await chooseRewardProgramme(suite.app, token, 'neither');
    const refused = await call('POST', 'order', token, request);
    expect([refused.status, refused.body.message]).toEqual([400, PROMO_CODE_REFUSALS.builderProgrammeOnly]);
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    expect((await call<OrderCreated>('POST', 'order', token, request)).body.data.order.promo_code).toBe('BUILDER15');
  });

  it("refuses another shopper's cart entry and never lists or shows another's orders", async () => {
    const owner = await shopperWithEntry();
    const other = await newShopper(suite.db);
    const stolen = await call('POST', 'order', other.token, {
      payment_mode: 1,
      cart_id: owner.entry._id,
      ...ORDER_DELIVERY,
    });
    expect(stolen.status).toBe(404);
    expect(await orderCount(other.userId)).toBe(0);

    const placed = await call<OrderCreated>('POST', 'order', owner.token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_id: owner.entry._id,
    });
    expect((await call<Order[]>('GET', 'orders', other.token)).body.data).toEqual([]);
    expect((await call('GET', `orders/${placed.body.data.order._id}`, other.token)).status).toBe(404);
    expect((await call<Order>('GET', `orders/${placed.body.data.order._id}`, owner.token)).body.data._id).toBe(
      placed.body.data.order._id,
    );
    for (const [method, path] of [
      ['POST', 'order'],
      ['GET', 'orders'],
      ['GET', `orders/${placed.body.data.order._id}`],
    ] as const) {
      expect(
        (
          await call(
            method,
            path,
            null,
            method === 'POST' ? { payment_mode: 1, cart_id: owner.entry._id, ...ORDER_DELIVERY } : undefined,
          )
        ).status,
      ).toBe(401);
    }
  });
});
