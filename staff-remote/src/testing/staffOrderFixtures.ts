import type { Order } from 'contracts/src/checkout/order';
import type { StaffOrderDetail, StaffOrderPage, StaffOrderRow } from 'contracts/src/staff/staffOrders';

/** An order as the API sends it: one plan, a PDF set on its standard foundation. */
export function orderOf(id: string, overrides: Partial<Order> = {}): Order {
  const plan = {
    _id: '7',
    name: 'Cedar Ridge',
    main_images: [],
    sq_ft: 1850,
    beds: 3,
    baths: 2,
    story: 1,
    cars: 2,
    plan_number: '10123AB',
    price: 129_500,
    is_liked: false,
  };
  const choices = {
    cart_id: `${id}0`,
    property_id: plan,
    plan_set: { code: 1, label: 'PDF Set', price: 129_500 },
    foundation: { code: 1, label: 'Slab', price: 0 },
    options: [],
  };
  return {
    _id: id,
    ...choices,
    lines: [{ _id: `${id}1`, ...choices, price: 129_500 }],
    payment_mode: 2,
    promo_code: null,
    subtotal: 129_500,
    rewards: null,
    discount: 0,
    total: 129_500,
    status: 2 as const,
    intent_id: `pi_test_${id}`,
    created_at: '2026-11-20T15:04:00.000Z',
    paid_at: '2026-11-20T15:06:00.000Z',
    billing_name: 'Ann Builder',
    shipping_address: null,
    shipment: null,
    ...overrides,
  };
}

export function rowOf(id: string, email: string, overrides: Partial<Order> = {}): StaffOrderRow {
  return { order: orderOf(id, overrides), shopper: { _id: '3', email, name: 'Ann Builder' } };
}

export function pageOf(rows: StaffOrderRow[], { total = rows.length, page = 1, limit = 20 } = {}): StaffOrderPage {
  return { orders: rows, total, page, limit };
}

export function detailOf(id: string, overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return { ...rowOf(id, 'ann@example.com'), payment_provider: 'test', audit_log: [], ...overrides };
}
