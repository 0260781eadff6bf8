import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import type { PriceQuote } from 'contracts/src/checkout/promoCode';
import { REFUNDED } from 'contracts/src/checkout/orderStatus';
import { describeRewards, type OrderRewardsLine } from 'contracts/src/checkout/rewards';
import { receiptMail } from '../orders/receiptMail';
import { addCartEntry, chooseRewardProgramme } from '../promo-codes/promoCodeFixture';
import { checkoutSuite, newShopper, ORDER_DELIVERY, promoCodeIds } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const percentOf = (price: number, percent: number) => Math.round((price * percent) / 100);

describe.each(TEST_DATABASES)('rewards tiers in the order totals on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  /** A new shopper with `lines` plans in the cart, optionally enrolled in a programme first. */
  async function shopperWithLines(lines: number) {
    const shopper = await newShopper(suite.db);
    const entries: CartEntry[] = [];
    for (let index = 0; index < lines; index += 1) entries.push(await addCartEntry(suite.db, call, shopper.token));
    return { ...shopper, entries, cartIds: entries.map((entry) => entry._id) };
  }

  /** Buys `count` plans for the shopper in one order paid by the test card: their plans bought so far. */
  async function buyPlans(token: string, count: number): Promise<Order> {
    const cartIds: string[] = [];
    for (let index = 0; index < count; index += 1) cartIds.push((await addCartEntry(suite.db, call, token))._id);
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      cart_ids: cartIds,
      ...ORDER_DELIVERY,
    });
    const intentId = placed.body.data.payment?.intent_id;
    if (intentId === undefined) throw new Error(`ordering answered ${placed.status}`);
    const paid = await call('POST', 'pay-test-card', token, {
      intent_id: intentId,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    return placed.body.data.order;
  }

  const quote = async (token: string, cartIds: string[], code: Record<string, string> = {}) =>
    call<PriceQuote>('POST', 'apply-promocode', token, { cart_ids: cartIds, ...code });

  const order = async (token: string, cartIds: string[], code: Record<string, string> = {}) =>
    call<OrderCreated>('POST', 'order', token, { payment_mode: 2, cart_ids: cartIds, ...ORDER_DELIVERY, ...code });

  it('gives a shopper in no programme no rewards line: the total is the subtotal', async () => {
    const { token, entries, cartIds } = await shopperWithLines(1);
    const [entry] = entries;
    const quoted = await quote(token, cartIds);
    expect(quoted.body.data).toEqual(
      expect.objectContaining({ subtotal: entry?.price, rewards: null, discount: 0, to_pay: entry?.price }),
    );
    const placed = await order(token, cartIds);
    expect(placed.body.data.order).toEqual(
      expect.objectContaining({ rewards: null, discount: 0, total: entry?.price }),
    );
  });

  it('gives an enrolled builder Silver 10% from the first plan, in the quote, the order, GET orders and the receipt', async () => {
    const { token, entries, cartIds } = await shopperWithLines(1);
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    const price = entries[0]?.price ?? 0;
    const silver = percentOf(price, 10);
    const expected: OrderRewardsLine = {
      line_name: 'Builder rewards',
      plans_before: 0,
      tiers: [{ tier: 'Silver', percent: 10, plans: 1, discount: silver }],
      discount: silver,
    };
    const quoted = await quote(token, cartIds);
    expect(quoted.body.data).toEqual(
      expect.objectContaining({ subtotal: price, rewards: expected, discount: 0, to_pay: price - silver }),
    );
    // The checkout's figures before any code: the same, for the whole cart or the one entry.
    for (const path of ['order-quote', `order-quote?cart_id=${cartIds[0] ?? ''}`]) {
      const plain = await call<PriceQuote>('GET', path, token);
      expect(plain.status).toBe(200);
      expect(plain.body.data).toEqual(quoted.body.data);
    }
    const placed = await order(token, cartIds);
    expect(placed.status).toBe(200);
    const { order: created, payment } = placed.body.data;
    expect(created).toEqual(expect.objectContaining({ subtotal: price, rewards: expected, total: price - silver }));
    // The card is charged the total with the rewards taken off.
    expect(payment?.amount).toBe(price - silver);
    const listed = await call<Order[]>('GET', 'orders', token);
    expect(listed.body.data[0]?.rewards).toEqual(expected);
    expect(describeRewards(expected)).toBe('Builder rewards (Silver 10%)');
    expect(receiptMail(created, { email: 'a@b.example', name: '' }, 'http://localhost:3000').text).toContain(
      `Builder rewards (Silver 10%): -$`,
    );
  });

  it('counts plans, not orders: the 6th plan bought gets Gold 15%, even in the order whose first plan is the 5th', async () => {
    const { token } = await newShopper(suite.db);
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    await buyPlans(token, 4);
    const two = [(await addCartEntry(suite.db, call, token))._id, (await addCartEntry(suite.db, call, token))._id];
    const placed = await order(token, two);
    const { order: straddling } = placed.body.data;
    const [fifth, sixth] = straddling.lines;
    const silver = percentOf(fifth?.price ?? 0, 10);
    const gold = percentOf(sixth?.price ?? 0, 15);
    expect(straddling.rewards).toEqual({
      line_name: 'Builder rewards',
      plans_before: 4,
      tiers: [
        { tier: 'Silver', percent: 10, plans: 1, discount: silver },
        { tier: 'Gold', percent: 15, plans: 1, discount: gold },
      ],
      discount: silver + gold,
    });
    expect(straddling.total).toBe(straddling.subtotal - silver - gold);
    expect(describeRewards(straddling.rewards ?? { line_name: '', tiers: [] })).toBe(
      'Builder rewards (Silver 10% on 1 plan, Gold 15% on 1 plan)',
    );
  });

  it('gives Gold 15% from the 6th plan and Platinum 20% from the 11th; unpaid and refunded orders count for nothing', async () => {
    const { userId, token } = await newShopper(suite.db);
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    await buyPlans(token, 5);
    const next = await addCartEntry(suite.db, call, token);
    expect((await quote(token, [next._id])).body.data.rewards?.tiers).toEqual([
      { tier: 'Gold', percent: 15, plans: 1, discount: percentOf(next.price, 15) },
    ]);

    // An order placed but not paid is not a plan bought.
    await order(token, [next._id]);
    const refundedLater = await buyPlans(token, 5);
    const eleventh = await addCartEntry(suite.db, call, token);
    const platinum = await quote(token, [eleventh._id]);
    expect(platinum.body.data.rewards).toEqual(
      expect.objectContaining({
        plans_before: 10,
        tiers: [{ tier: 'Platinum', percent: 20, plans: 1, discount: percentOf(eleventh.price, 20) }],
      }),
    );
    expect(platinum.body.data.to_pay).toBe(eleventh.price - percentOf(eleventh.price, 20));

    // A refunded order was not a purchase: its plans leave the count.
    await suite.db
      .updateTable('orders')
      .set({ status: REFUNDED })
      .where('id', '=', Number(refundedLater._id))
      .where('user_id', '=', userId)
      .execute();
    expect((await quote(token, [eleventh._id])).body.data.rewards?.plans_before).toBe(5);
  });

  it('applies a promo code after the rewards: a percentage of what is left, a flat amount off it', async () => {
    const { token } = await newShopper(suite.db);
    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    await buyPlans(token, 5);
    const entry = await addCartEntry(suite.db, call, token);
    const gold = percentOf(entry.price, 15);
    const afterRewards = entry.price - gold;

    const percent = await quote(token, [entry._id], { promocode: 'TRADE25' });
    const quarter = percentOf(afterRewards, 25);
    expect(percent.body.data).toEqual(
      expect.objectContaining({ discount: quarter, to_pay: afterRewards - quarter, promocode: 'TRADE25' }),
    );
    expect(percent.body.data.rewards?.discount).toBe(gold);

    const flat = await quote(token, [entry._id], { promocode_id: codes.get('SAVE100') ?? '' });
    expect(flat.body.data).toEqual(expect.objectContaining({ discount: 10_000, to_pay: afterRewards - 10_000 }));

    const placed = await order(token, [entry._id], { promocode_id: codes.get('SAVE100') ?? '' });
    expect(placed.body.data.order).toEqual(
      expect.objectContaining({ subtotal: entry.price, discount: 10_000, total: afterRewards - 10_000 }),
    );
    expect(placed.body.data.order.rewards?.discount).toBe(gold);
  });

  it('gives a real estate agent the same tiers under their own line, and reprices an unpaid order after enrolment', async () => {
    const { token, cartIds, entries } = await shopperWithLines(1);
    const price = entries[0]?.price ?? 0;
    const before = await order(token, cartIds);
    expect(before.body.data.order.total).toBe(price);

    await chooseRewardProgramme(suite.app, token, 'real_estate_agent');
    const again = await order(token, cartIds);
    expect(again.status).toBe(200);
    expect(again.body.data.order._id).not.toBe(before.body.data.order._id);
    expect(again.body.data.order.rewards?.line_name).toBe('Agent rewards');
    expect(again.body.data.order.total).toBe(price - percentOf(price, 10));
    // The same terms again: the same order.
    expect((await order(token, cartIds)).body.data.order._id).toBe(again.body.data.order._id);
  });
});
