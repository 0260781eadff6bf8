import type { PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import { checkoutSuite, newShopper, promoCodeIds, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

describe.each(TEST_DATABASES)('promo codes on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const { call } = suite;
  let codes: Map<string, string>;

  beforeAll(async () => {
    codes = await promoCodeIds(suite.db);
  });

  const shopperWithEntry = () => shopperWithCartEntry(suite.db, call, { options: [1] });

  it('lists the codes valid now, percent and flat, not the expired one', async () => {
    const shopper = await newShopper(suite.db);
    const { status, body } = await call<PromoCode[]>('GET', 'promocodes?limit=1000', shopper.token);
    expect(status).toBe(200);
    expect(body.data.map((promo) => promo.code)).toEqual(['WELCOME10', 'SAVE100', 'BUILDER15']);
    expect(body.data[0]).toEqual(expect.objectContaining({ discount_type: 1, discount: 10, valid_until: null }));
    expect(body.data[1]).toEqual(expect.objectContaining({ discount_type: 2, discount: 10_000 }));
    expect((await call('GET', 'promocodes', null)).status).toBe(401);
  });

  it('computes to_pay on the server for a percent and a flat code, and the plain price without one', async () => {
    const { token, entry } = await shopperWithEntry();
    const percent = await call<PriceQuote>('POST', 'apply-promocode', token, { cart_id: entry._id, promocode_id: codes.get('WELCOME10') });
    expect(percent.status).toBe(200);
    expect(percent.body.message).toBe('Promo code applied successfully!');
    expect(percent.body.data).toEqual({
      cart_id: entry._id,
      promocode_id: codes.get('WELCOME10'),
      subtotal: entry.price,
      discount: Math.round(entry.price / 10),
      to_pay: entry.price - Math.round(entry.price / 10),
    });
    const flat = await call<PriceQuote>('POST', 'apply-promocode', token, { cart_id: entry._id, promocode_id: codes.get('SAVE100') });
    expect(flat.body.data.to_pay).toBe(entry.price - 10_000);
    const none = await call<PriceQuote>('POST', 'apply-promocode', token, { cart_id: entry._id });
    expect(none.body.data).toEqual(expect.objectContaining({ discount: 0, to_pay: entry.price, promocode_id: null }));
  });

  it('refuses an expired or unknown code with a message', async () => {
    const { token, entry } = await shopperWithEntry();
    const expired = await call('POST', 'apply-promocode', token, { cart_id: entry._id, promocode_id: codes.get('SPRING2020') });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This promo code has expired.');
    const unknown = await call('POST', 'apply-promocode', token, { cart_id: entry._id, promocode_id: '99999' });
    expect(unknown.body.message).toBe('This promo code does not exist.');
  });

  it('never quotes another shopper\'s cart entry', async () => {
    const { entry } = await shopperWithEntry();
    const other = await newShopper(suite.db);
    const { status } = await call('POST', 'apply-promocode', other.token, { cart_id: entry._id, promocode_id: codes.get('WELCOME10') });
    expect(status).toBe(404);
  });
});
