import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import { DELIVERY_MESSAGES, type LastAddress, type ShippingAddress } from 'contracts/src/checkout/shippingAddress';
import { addCartEntry } from '../promo-codes/promoCodeFixture';
import {
  checkoutSuite,
  newShopper,
  shopperWithCartEntry,
  TEST_SHIPPING_ADDRESS,
  type ApiCall,
} from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const PDF_SET = 1;
const PRINTED_SETS = 2;
const CASH_ON_DELIVERY = 1;
const CARD = 2;

const CANADIAN_ADDRESS: ShippingAddress = {
  full_name: 'Luc Tremblay',
  line1: '45 Rue Saint-Paul',
  line2: 'Bureau 200',
  city: 'Montréal',
  country: 'CA',
  state_or_province: 'QC',
  postal_code: 'h2y1z4',
  phone: '+1 (514) 555-0199',
};

describe.each(TEST_DATABASES)('billing name and shipping address of orders on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  const call: ApiCall = (...args) => suite.call(...args);

  const orderCount = async (userId: number) =>
    (await suite.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;
  const lastAddress = async (token: string) =>
    (await call<LastAddress>('GET', 'profile/last-address', token)).body.data;

  it('refuses an order of printed sets without an address, and changes nothing', async () => {
    const { token, userId, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    const refused = await call('POST', 'order', token, {
      payment_mode: CARD,
      cart_id: entry._id,
      billing_name: 'Ana Ruiz',
    });
    expect([refused.status, refused.body.message]).toEqual([400, DELIVERY_MESSAGES.addressRequiredForPrintedSets]);
    expect(await orderCount(userId)).toBe(0);
    expect(await lastAddress(token)).toEqual({ billing_name: 'Test Shopper', shipping_address: null });
  });

  it('refuses a cash-on-delivery order of a PDF set without an address', async () => {
    const { token, userId, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PDF_SET });
    const refused = await call('POST', 'order', token, {
      payment_mode: CASH_ON_DELIVERY,
      cart_id: entry._id,
      billing_name: 'Ana Ruiz',
    });
    expect([refused.status, refused.body.message]).toEqual([400, DELIVERY_MESSAGES.addressRequiredForCashOnDelivery]);
    expect(await orderCount(userId)).toBe(0);
  });

  it('refuses any order without a billing name', async () => {
    const { token, userId, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PDF_SET });
    const missing = await call('POST', 'order', token, { payment_mode: CARD, cart_id: entry._id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/billing_name/);
    const blank = await call('POST', 'order', token, { payment_mode: CARD, cart_id: entry._id, billing_name: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, DELIVERY_MESSAGES.billingNameRequired]);
    expect(await orderCount(userId)).toBe(0);
  });

  it('places a PDF-only card order with its billing name and no address, leaving off an address sent with it', async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PDF_SET });
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: CARD,
      cart_id: entry._id,
      billing_name: ' Ana Ruiz ',
      shipping_address: TEST_SHIPPING_ADDRESS,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toEqual(
      expect.objectContaining({ billing_name: 'Ana Ruiz', shipping_address: null }),
    );
    // Nothing to ship: the address is not remembered either.
    expect(await lastAddress(token)).toEqual({ billing_name: 'Ana Ruiz', shipping_address: null });
  });

  it('keeps the address on an order of printed sets, normalised, and shows it in GET orders and orders/:id', async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: CARD,
      cart_id: entry._id,
      billing_name: 'Tremblay Construction',
      shipping_address: { ...CANADIAN_ADDRESS, city: ' Montréal ' },
    });
    expect(placed.status).toBe(200);
    const saved = { ...CANADIAN_ADDRESS, postal_code: 'H2Y 1Z4' };
    expect(placed.body.data.order).toEqual(
      expect.objectContaining({ billing_name: 'Tremblay Construction', shipping_address: saved }),
    );
    const orderId = placed.body.data.order._id;
    const one = await call<Order>('GET', `orders/${orderId}`, token);
    expect(one.body.data).toEqual(
      expect.objectContaining({ billing_name: 'Tremblay Construction', shipping_address: saved }),
    );
    const listed = await call<Order[]>('GET', 'orders', token);
    expect(listed.body.data.map((order) => [order._id, order.shipping_address])).toEqual([[orderId, saved]]);
  });

  it('keeps the address of a cash-on-delivery order of files', async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PDF_SET });
    const placed = await call<OrderCreated>('POST', 'order', token, {
      payment_mode: CASH_ON_DELIVERY,
      cart_id: entry._id,
      billing_name: 'Test Shopper',
      shipping_address: TEST_SHIPPING_ADDRESS,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.order.shipping_address).toEqual(TEST_SHIPPING_ADDRESS);
  });

  it("remembers the last order's billing name and address for the next checkout, and keeps the address after a digital order", async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    // Before any order: the account's name, and no address.
    expect(await lastAddress(token)).toEqual({ billing_name: 'Test Shopper', shipping_address: null });
    await call('POST', 'order', token, {
      payment_mode: CARD,
      cart_id: entry._id,
      billing_name: 'Tremblay Construction',
      shipping_address: CANADIAN_ADDRESS,
    });
    const remembered = { ...CANADIAN_ADDRESS, postal_code: 'H2Y 1Z4' };
    expect(await lastAddress(token)).toEqual({ billing_name: 'Tremblay Construction', shipping_address: remembered });

    const pdfSet = await addCartEntry(suite.db, call, token);
    expect(pdfSet.plan_set.code).toBe(PDF_SET);
    const placed = await call('POST', 'order', token, {
      payment_mode: CARD,
      cart_id: pdfSet._id,
      billing_name: 'Luc Tremblay',
    });
    expect(placed.status).toBe(200);
    expect(await lastAddress(token)).toEqual({ billing_name: 'Luc Tremblay', shipping_address: remembered });
  });

  it("never shows one shopper's address to another", async () => {
    const owner = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    const placed = await call<OrderCreated>('POST', 'order', owner.token, {
      payment_mode: CARD,
      cart_id: owner.entry._id,
      billing_name: 'Tremblay Construction',
      shipping_address: CANADIAN_ADDRESS,
    });
    const other = await newShopper(suite.db);
    expect(await lastAddress(other.token)).toEqual({ billing_name: 'Test Shopper', shipping_address: null });
    expect((await call('GET', `orders/${placed.body.data.order._id}`, other.token)).status).toBe(404);
    expect((await call<Order[]>('GET', 'orders', other.token)).body.data).toEqual([]);
    const visitor = await call('GET', 'profile/last-address', null);
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(visitor.body)).not.toContain('Tremblay');
  });

  it('answers the same unpaid order for the same address in another spelling, and a new order for another address', async () => {
    const { token, userId, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    const request = {
      payment_mode: CARD,
      cart_id: entry._id,
      billing_name: 'Tremblay Construction',
      shipping_address: CANADIAN_ADDRESS,
    };
    const first = await call<OrderCreated>('POST', 'order', token, request);
    const again = await call<OrderCreated>('POST', 'order', token, {
      ...request,
      shipping_address: { ...CANADIAN_ADDRESS, postal_code: 'H2Y 1Z4 ' },
    });
    expect(again.body.data.order._id).toBe(first.body.data.order._id);

    const moved = await call<OrderCreated>('POST', 'order', token, {
      ...request,
      shipping_address: { ...CANADIAN_ADDRESS, line1: '46 Rue Saint-Paul' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.order._id).not.toBe(first.body.data.order._id);
    expect(moved.body.data.order.shipping_address?.line1).toBe('46 Rue Saint-Paul');
    const renamed = await call<OrderCreated>('POST', 'order', token, {
      ...request,
      shipping_address: { ...CANADIAN_ADDRESS, line1: '46 Rue Saint-Paul' },
      billing_name: 'Luc Tremblay',
    });
    expect(renamed.body.data.order._id).not.toBe(moved.body.data.order._id);
    // The replaced orders are cancelled: the shopper sees the one live order.
    const listed = (await call<Order[]>('GET', 'orders', token)).body.data;
    expect(listed.map((order) => order._id)).toEqual([renamed.body.data.order._id]);
    expect(await orderCount(userId)).toBe(3);
  });

  it('answers a placed cash-on-delivery order as it was, whatever address a repeat sends', async () => {
    const { token, entry } = await shopperWithCartEntry(suite.db, call, { planSet: PRINTED_SETS });
    const request = {
      payment_mode: CASH_ON_DELIVERY,
      cart_id: entry._id,
      billing_name: 'Tremblay Construction',
      shipping_address: CANADIAN_ADDRESS,
    };
    const placed = await call<OrderCreated>('POST', 'order', token, request);
    const repeated = await call<OrderCreated>('POST', 'order', token, {
      ...request,
      shipping_address: TEST_SHIPPING_ADDRESS,
    });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.order._id).toBe(placed.body.data.order._id);
    expect(repeated.body.data.order.shipping_address?.country).toBe('CA');
  });
});
