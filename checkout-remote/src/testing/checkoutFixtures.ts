import type { CartEntry } from 'contracts/src/checkout/cart';
import type { Order, OrderLine } from 'contracts/src/checkout/order';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';

export function planOptionsFixture(): PlanPurchaseOptions {
  return {
    property_id: '42',
    plan_sets: [
      { code: 1, label: 'PDF Set', price: 129_500 },
      { code: 2, label: 'Five Printed Sets', price: 144_500 },
      { code: 3, label: 'CAD Files', price: 194_300 },
    ],
    foundations: [
      { code: 4, label: 'Crawl', price: 0 },
      { code: 1, label: 'Basement', price: 29_500 },
    ],
    add_ons: [
      { code: 1, label: 'Cost-to-Build Report', price: 4_495 },
      { code: 2, label: 'Materials List', price: 12_500 },
    ],
  };
}

export function cartEntryFixture(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    _id: '7',
    name: 'The Magnolia Farmhouse',
    plan_number: 'HP-1042',
    property_id: {
      _id: '42',
      name: 'The Magnolia Farmhouse',
      main_images: ['/api/user/images/plans/42/elevation.svg'],
      sq_ft: 2150,
      beds: 4,
      baths: 2.5,
      story: 2,
      cars: 2,
      plan_number: 'HP-1042',
      price: 129_500,
      is_liked: false,
    },
    plan_set: { code: 2, label: 'Five Printed Sets', price: 144_500 },
    foundation: { code: 1, label: 'Basement', price: 29_500 },
    options: [{ code: 1, label: 'Cost-to-Build Report', price: 4_495 }],
    price: 178_495,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A line of an order, bought from `entry`. */
export function orderLineFixture(entry: CartEntry = cartEntryFixture(), id = '51'): OrderLine {
  return {
    _id: id,
    cart_id: entry._id,
    property_id: entry.property_id,
    plan_set: entry.plan_set,
    foundation: entry.foundation,
    options: entry.options,
    price: entry.price,
  };
}

/** An order of one line (the cart entry fixture's), unless `overrides` give it others. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const entry = cartEntryFixture();
  return {
    _id: '31',
    lines: [orderLineFixture(entry)],
    cart_id: entry._id,
    property_id: entry.property_id,
    plan_set: entry.plan_set,
    foundation: entry.foundation,
    options: entry.options,
    payment_mode: 2,
    promo_code: 'WELCOME10',
    subtotal: 178_495,
    rewards: null,
    discount: 17_850,
    total: 160_645,
    status: 1,
    intent_id: 'test_pi_order-31',
    created_at: '2026-11-21T09:30:00.000Z',
    paid_at: null,
    billing_name: 'Ana Ruiz',
    shipping_address: null,
    shipment: null,
    ...overrides,
  };
}
