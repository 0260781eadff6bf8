import type { OrderCreated } from 'contracts/src/checkout/order';
import type { PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import { PROMO_CODE_REFUSALS } from 'contracts/src/checkout/promoCodeRules';
import {
  checkoutSuite,
  newShopper,
  ORDER_DELIVERY,
  promoCodeIds,
  shopperWithCartEntry,
} from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { addCartEntry, chooseRewardProgramme, payForEntry } from './promoCodeFixture';

describe.each(TEST_DATABASES)('promo codes on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  const shopperWithEntry = () => shopperWithCartEntry(suite.db, call, { options: [1] });
  const apply = (token: string, cartId: string, choice: { promocode_id?: string; promocode?: string }) =>
    call<PriceQuote>('POST', 'apply-promocode', token, { cart_id: cartId, ...choice });
  const applyListed = (token: string, cartId: string, code: string) =>
    apply(token, cartId, { promocode_id: codes.get(code) });

  it('lists the public codes valid now, percent and flat, with who may use them; not the expired or private ones', async () => {
    const shopper = await newShopper(suite.db);
    const { status, body } = await call<PromoCode[]>('GET', 'promocodes?limit=1000', shopper.token);
    expect(status).toBe(200);
    expect(body.data.map((promo) => promo.code)).toEqual(['WELCOME10', 'SAVE100', 'BUILDER15']);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        discount_type: 1,
        discount: 10,
        valid_until: null,
        eligibility: 'first_order',
        visibility: 'public',
      }),
    );
    expect(body.data[1]).toEqual(
      expect.objectContaining({ discount_type: 2, discount: 10_000, eligibility: 'anyone' }),
    );
    expect(body.data[2]).toEqual(expect.objectContaining({ eligibility: 'builder_programme' }));
    expect(codes.has('TRADE25')).toBe(true);
    expect((await call('GET', 'promocodes', null)).status).toBe(401);
  });

  it('computes to_pay on the server for a percent and a flat code, and the plain price without one', async () => {
    const { token, entry } = await shopperWithEntry();
    const percent = await applyListed(token, entry._id, 'WELCOME10');
    expect(percent.status).toBe(200);
    expect(percent.body.message).toBe('Promo code applied successfully!');
    expect(percent.body.data).toEqual({
      cart_ids: [entry._id],
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
      promocode: 'WELCOME10',
      subtotal: entry.price,
      rewards: null,
      discount: Math.round(entry.price / 10),
      to_pay: entry.price - Math.round(entry.price / 10),
    });
    const flat = await applyListed(token, entry._id, 'SAVE100');
    expect(flat.body.data.to_pay).toBe(entry.price - 10_000);
    const none = await apply(token, entry._id, {});
    expect(none.body.data).toEqual(
      expect.objectContaining({ discount: 0, to_pay: entry.price, promocode_id: null, promocode: null }),
    );
  });

  it('quotes several lines as one order: the code applies once, to their prices added up', async () => {
    const { token, entry } = await shopperWithEntry();
    const second = await addCartEntry(suite.db, call, token);
    const third = await addCartEntry(suite.db, call, token);
    const cartIds = [entry._id, second._id, third._id];
    const subtotal = entry.price + second.price + third.price;
    const quote = (body: Record<string, unknown>) =>
      call<PriceQuote>('POST', 'apply-promocode', token, { cart_ids: cartIds, ...body });

    expect((await quote({})).body.data).toEqual(
      expect.objectContaining({ cart_ids: cartIds, cart_id: entry._id, subtotal, discount: 0, to_pay: subtotal }),
    );
    const percent = (await quote({ promocode_id: codes.get('WELCOME10') })).body.data;
    expect([percent.discount, percent.to_pay]).toEqual([
      Math.round(subtotal / 10),
      subtotal - Math.round(subtotal / 10),
    ]);
    const flat = (await quote({ promocode_id: codes.get('SAVE100') })).body.data;
    expect([flat.discount, flat.to_pay]).toEqual([10_000, subtotal - 10_000]);
  });

  it("refuses a quote naming another shopper's entry, or its lines twice or two ways", async () => {
    const { token, entry } = await shopperWithEntry();
    const other = await shopperWithEntry();
    const stolen = await call('POST', 'apply-promocode', token, { cart_ids: [entry._id, other.entry._id] });
    expect([stolen.status, stolen.body.message]).toEqual([404, 'This plan is no longer in your cart.']);
    for (const body of [
      { cart_ids: [entry._id, entry._id] },
      { cart_ids: [] },
      { cart_ids: [entry._id], cart_id: entry._id },
      {},
    ]) {
      expect((await call('POST', 'apply-promocode', token, body)).status).toBe(400);
    }
  });

  it('refuses an expired or unknown code with a message', async () => {
    const { token, entry } = await shopperWithEntry();
    const expired = await applyListed(token, entry._id, 'SPRING2020');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This promo code has expired.');
    const unknown = await apply(token, entry._id, { promocode_id: '99999' });
    expect(unknown.body.message).toBe('This promo code does not exist.');
  });

  it('takes a first-order code before the shopper has paid an order, and refuses it after', async () => {
    const { token, entry } = await shopperWithEntry();
    expect((await applyListed(token, entry._id, 'WELCOME10')).status).toBe(200);
    const other = await addCartEntry(suite.db, call, token);
    await payForEntry(call, token, other._id);

    const refused = await applyListed(token, entry._id, 'WELCOME10');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This code is for a shopper's first order only.");
    // Codes for anyone still apply.
    expect((await applyListed(token, entry._id, 'SAVE100')).status).toBe(200);
  });

  it('counts a cash on delivery order as the first order once it is placed', async () => {
    const { token, entry } = await shopperWithEntry();
    const other = await addCartEntry(suite.db, call, token);
    expect(
      (await call('POST', 'order', token, { payment_mode: 1, cart_id: other._id, ...ORDER_DELIVERY })).status,
    ).toBe(200);
    const refused = await applyListed(token, entry._id, 'WELCOME10');
    expect([refused.status, refused.body.message]).toEqual([400, PROMO_CODE_REFUSALS.firstOrderOnly]);
  });

  it('keeps a first-order code to one unpaid order: another entry cannot take it too, the same entry can', async () => {
    const { token, entry } = await shopperWithEntry();
    const withCode = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: 2,
      ...ORDER_DELIVERY,
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
    });
    expect(withCode.status).toBe(200);
    const other = await addCartEntry(suite.db, call, token);

    const refused = await applyListed(token, other._id, 'WELCOME10');
    expect([refused.status, refused.body.message]).toEqual([400, PROMO_CODE_REFUSALS.firstOrderCodeInUse]);
    expect((await applyListed(token, entry._id, 'WELCOME10')).status).toBe(200);
    // Once that order is checked out again without the code, the code is free for the other entry.
    expect(
      (await call('POST', 'order', token, { payment_mode: 2, cart_id: entry._id, ...ORDER_DELIVERY })).status,
    ).toBe(200);
    expect((await applyListed(token, other._id, 'WELCOME10')).status).toBe(200);
  });

  it('keeps a builders code to members of the builder rewards programme (User Settings)', async () => {
    const { token, entry } = await shopperWithEntry();
    const refused = await applyListed(token, entry._id, 'BUILDER15');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This code is for members of the builder rewards programme. Join it in User Settings.',
    );

    await chooseRewardProgramme(suite.app, token, 'real_estate_agent');
    expect((await applyListed(token, entry._id, 'BUILDER15')).status).toBe(400);

    await chooseRewardProgramme(suite.app, token, 'professional_builder');
    const accepted = await applyListed(token, entry._id, 'BUILDER15');
    expect(accepted.status).toBe(200);
    // A member's rewards (Silver 10% on a first plan) come first; the code applies to what is left (orderTotals).
    const afterRewards = entry.price - Math.round(entry.price / 10);
    expect(accepted.body.data.discount).toBe(Math.round((afterRewards * 15) / 100));
  });

  it('applies a private code when it is typed, in any case, and never by its id', async () => {
    const { token, entry } = await shopperWithEntry();
    const typed = await apply(token, entry._id, { promocode: 'trade25' });
    expect(typed.status).toBe(200);
    expect(typed.body.data).toEqual(
      expect.objectContaining({
        promocode: 'TRADE25',
        discount: Math.round(entry.price / 4),
        to_pay: entry.price - Math.round(entry.price / 4),
      }),
    );
    const byId = await apply(token, entry._id, { promocode_id: codes.get('TRADE25') });
    expect([byId.status, byId.body.message]).toEqual([400, 'This promo code does not exist.']);
    // A listed code can be typed too, and is held to the same rules.
    expect((await apply(token, entry._id, { promocode: 'SAVE100' })).body.data.discount).toBe(10_000);
    expect((await apply(token, entry._id, { promocode: 'BUILDER15' })).body.message).toBe(
      PROMO_CODE_REFUSALS.builderProgrammeOnly,
    );
  });

  it('refuses a typed code that does not exist, is malformed, or comes with a listed one, changing nothing', async () => {
    const { token, entry } = await shopperWithEntry();
    const unknown = await apply(token, entry._id, { promocode: 'NOSUCHCODE' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'This promo code does not exist.']);
    for (const promocode of ['', 'TRADE 25', 'TRADE25\u0000', "x' or '1'='1", 'X'.repeat(33)]) {
      expect((await apply(token, entry._id, { promocode })).status).toBe(400);
    }
    const both = await apply(token, entry._id, { promocode_id: codes.get('SAVE100'), promocode: 'TRADE25' });
    expect([both.status, both.body.message]).toEqual([400, 'Choose a listed promo code or type one, not both.']);
  });

  it('slows down guessing: typed codes are limited per client address, choosing a listed code is not', async () => {
    const { token, entry } = await shopperWithEntry();
    const attempt = (payload: object) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user/apply-promocode',
        remoteAddress: '10.15.5.1',
        headers: { token },
        payload,
      });
    for (let guess = 0; guess < 20; guess += 1) {
      expect((await attempt({ cart_id: entry._id, promocode: `GUESS${guess}` })).statusCode).toBe(400);
    }
    const limited = await attempt({ cart_id: entry._id, promocode: 'TRADE25' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, message: expect.any(String) });
    expect((await attempt({ cart_id: entry._id, promocode_id: codes.get('SAVE100') })).statusCode).toBe(200);
  });

  it("never quotes another shopper's cart entry", async () => {
    const { entry } = await shopperWithEntry();
    const other = await newShopper(suite.db);
    const { status } = await applyListed(other.token, entry._id, 'SAVE100');
    expect(status).toBe(404);
  });
});
