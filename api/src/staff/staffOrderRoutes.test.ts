import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { Order, OrderCreated } from 'contracts/src/checkout/order';
import {
  STAFF_MESSAGES,
  STAFF_ORDERS_MAX_PAGE_SIZE,
  type StaffOrderDetail,
  type StaffOrderPage,
} from 'contracts/src/staff/staffOrders';
import { sql } from 'kysely';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { createSession } from '../auth/sessionTokens';
import { addCartEntry } from '../promo-codes/promoCodeFixture';
import { checkoutSuite, ORDER_DELIVERY, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { recordStaffAction } from './staffAuditLog';
import { newStaffMember } from './testing/staffFixture';

interface PlacedOrder {
  id: string;
  email: string;
  planNumber: string;
  token: string;
}

describe.each(TEST_DATABASES)('the staff desk’s orders on %s', (_name, database) => {
  const suite = checkoutSuite(database);
  let staff: { userId: number; token: string; email: string };
  /** Placed in this order; each a month after the one before (January, February, March 2026). */
  let ann: PlacedOrder;
  let bob: PlacedOrder;
  let cleo: PlacedOrder;

  /** A shopper at `email` orders the plan with `planId` (cash on delivery: 1, card: 2), placed at `placedAt`. */
  async function placeOrder(email: string, planId: number, paymentMode: 1 | 2, placedAt: string) {
    const { id: userId } = await suite.db
      .insertInto('users')
      .values({ email, password_hash: null, name: email.split('@')[0] ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(suite.db, userId);
    const plan = await suite.db
      .selectFrom('plans')
      .select(['standard_foundation', 'plan_number'])
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    const added = await suite.call<AddToCartResult>('POST', 'cart', token, {
      property_id: String(planId),
      plan_set: 1,
      foundation: plan.standard_foundation,
    });
    const placed = await suite.call<OrderCreated>('POST', 'order', token, {
      payment_mode: paymentMode,
      ...ORDER_DELIVERY,
      cart_id: added.body.data.entry._id,
    });
    const id = placed.body.data.order._id;
    await sql`update orders set created_at = ${placedAt} where id = ${Number(id)}`.execute(suite.db);
    return { id, email, planNumber: plan.plan_number, token };
  }

  beforeAll(async () => {
    staff = await newStaffMember(suite.db);
    const plans = await suite.db.selectFrom('plans').select('id').orderBy('id').limit(2).execute();
    const [first, second] = plans.map((plan) => plan.id);
    if (first === undefined || second === undefined) throw new Error('the suite needs two plans');
    ann = await placeOrder('ann.orders@staff-desk.example', first, 1, '2026-01-10T12:00:00Z');
    bob = await placeOrder('bob.orders@staff-desk.example', second, 2, '2026-02-10T12:00:00Z');
    cleo = await placeOrder('cleo.orders@staff-desk.example', first, 1, '2026-03-10T12:00:00Z');
  });

  const get = async <T>(url: string, token: string | null) => {
    const response = await suite.app.inject({ method: 'GET', url, headers: token === null ? {} : { token } });
    return { status: response.statusCode, body: response.json<ApiEnvelope<T> & ApiErrorBody>() };
  };
  const list = (query = '') => get<StaffOrderPage>(`/api/staff/orders${query}`, staff.token);
  const numbersOf = (page: StaffOrderPage) => page.orders.map((row) => row.order._id);

  describe('who may ask', () => {
    it.each(['/api/staff/orders', '/api/staff/orders/1'])(
      'answers a visitor on %s with 401 and the sign-in message',
      async (url) => {
        expect(await get(url, null)).toEqual({ status: 401, body: { status: 401, message: LOGIN_REQUIRED_MESSAGE } });
      },
    );

    it.each(['/api/staff/orders', '/api/staff/orders/1'])(
      "answers a shopper on %s with 403 and says it is for the store's staff",
      async (url) => {
        expect(await get(url, ann.token)).toEqual({
          status: 403,
          body: { status: 403, message: STAFF_MESSAGES.staffOnly },
        });
      },
    );

    it('refuses a shopper before looking at the request: a bad filter gets 403 too, never the validation’s 400', async () => {
      expect((await get('/api/staff/orders?limit=0&zz=1', ann.token)).status).toBe(403);
      expect((await get('/api/staff/orders?limit=0', null)).status).toBe(401);
    });

    it('answers a staff member whose session has ended with 401', async () => {
      const ended = await newStaffMember(suite.db);
      await suite.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', ended.userId)
        .execute();
      expect((await get('/api/staff/orders', ended.token)).status).toBe(401);
    });
  });

  describe('the list', () => {
    it('lists every shopper’s orders newest first, with who placed each, and the total', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(numbersOf(body.data)).toEqual([cleo.id, bob.id, ann.id]);
      expect(body.data.total).toBe(3);
      expect(body.data.page).toBe(1);
      expect(body.data.limit).toBe(20);
      expect(body.data.orders[1]?.shopper).toEqual({
        _id: expect.any(String),
        email: bob.email,
        name: 'bob.orders',
      });
    });

    it("shows each order exactly as its shopper's own GET orders/:id does", async () => {
      const own = await suite.call<Order>('GET', `orders/${bob.id}`, bob.token);
      const { body } = await list();
      expect(body.data.orders.find((row) => row.order._id === bob.id)?.order).toEqual(own.body.data);
    });

    it('filters by status', async () => {
      expect(numbersOf((await list('?status=4')).body.data)).toEqual([cleo.id, ann.id]);
      expect(numbersOf((await list('?status=1')).body.data)).toEqual([bob.id]);
      expect((await list('?status=5')).body.data).toEqual({ orders: [], total: 0, page: 1, limit: 20 });
    });

    it('filters by the time the order was placed: from is included, to is not', async () => {
      const february = await list('?from=2026-02-01T00:00:00Z&to=2026-03-01T00:00:00Z');
      expect(numbersOf(february.body.data)).toEqual([bob.id]);
      expect(numbersOf((await list('?from=2026-02-10T12:00:00Z')).body.data)).toEqual([cleo.id, bob.id]);
      expect(numbersOf((await list('?to=2026-02-10T12:00:00Z')).body.data)).toEqual([ann.id]);
      // A time zone's offset is honoured: 13:00 in Paris is 12:00 UTC.
      expect(numbersOf((await list('?from=2026-03-10T13:00:00%2B01:00')).body.data)).toEqual([cleo.id]);
    });

    it('searches by order number, part of the e-mail address, or the start of a plan number', async () => {
      expect(numbersOf((await list(`?q=${bob.id}`)).body.data)).toEqual([bob.id]);
      expect(numbersOf((await list(`?q=%23${ann.id}`)).body.data)).toEqual([ann.id]);
      expect(numbersOf((await list('?q=CLEO.ORDERS')).body.data)).toEqual([cleo.id]);
      expect(numbersOf((await list('?q=orders%40staff-desk')).body.data)).toEqual([cleo.id, bob.id, ann.id]);
      expect(numbersOf((await list(`?q=${ann.planNumber}`)).body.data)).toEqual([cleo.id, ann.id]);
      expect(numbersOf((await list(`?q=${bob.planNumber.slice(0, -1).toLowerCase()}`)).body.data)).toContain(bob.id);
      // Wildcards are plain characters: '%' matches no address.
      expect((await list('?q=%25')).body.data.total).toBe(0);
      expect((await list('?q=nobody%40nowhere.example')).body.data.total).toBe(0);
    });

    it('combines the filters', async () => {
      expect(numbersOf((await list(`?status=4&q=${ann.planNumber}&from=2026-02-01T00:00:00Z`)).body.data)).toEqual([
        cleo.id,
      ]);
    });

    it('pages the list and counts every match on each page', async () => {
      const first = await list('?limit=2');
      expect(numbersOf(first.body.data)).toEqual([cleo.id, bob.id]);
      expect(first.body.data.total).toBe(3);
      const second = await list('?limit=2&page=2');
      expect(numbersOf(second.body.data)).toEqual([ann.id]);
      expect(second.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect((await list('?limit=2&page=3')).body.data).toEqual({ orders: [], total: 3, page: 3, limit: 2 });
      expect((await list(`?limit=${STAFF_ORDERS_MAX_PAGE_SIZE}`)).status).toBe(200);
    });

    it.each([
      ['a page size over the most', `?limit=${STAFF_ORDERS_MAX_PAGE_SIZE + 1}`],
      ['page 0', '?page=0'],
      ['an unknown status', '?status=99'],
      ['a status that is not a number', '?status=paid'],
      ['a date that is not a date', '?from=yesterday'],
      ['a date without its time', '?from=2026-02-01'],
      ['an unknown parameter', '?sort=oldest'],
      ['a search too long for any address', `?q=${'a'.repeat(255)}`],
    ])('refuses %s with 400 in the envelope', async (_label, query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toEqual({ status: 400, message: expect.any(String) });
    });

    it('refuses a range that ends before it starts, saying so', async () => {
      expect(await list('?from=2026-03-01T00:00:00Z&to=2026-02-01T00:00:00Z')).toEqual({
        status: 400,
        body: { status: 400, message: STAFF_MESSAGES.badDateRange },
      });
    });
  });

  describe("an order's page", () => {
    it('shows the order as its shopper sees it, the shopper’s address and the payment provider', async () => {
      const own = await suite.call<Order>('GET', `orders/${bob.id}`, bob.token);
      const { status, body } = await get<StaffOrderDetail>(`/api/staff/orders/${bob.id}`, staff.token);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        order: own.body.data,
        shopper: { _id: expect.any(String), email: bob.email, name: 'bob.orders' },
        payment_provider: 'test',
        audit_log: [],
      });
      expect(body.data.order.intent_id).toEqual(expect.any(String));
      const cash = await get<StaffOrderDetail>(`/api/staff/orders/${ann.id}`, staff.token);
      expect(cash.body.data.payment_provider).toBeNull();
    });

    it('shows the audit log of the order, oldest first, naming who did what with the order before and after', async () => {
      const other = await newStaffMember(suite.db);
      await recordStaffAction(suite.db, {
        staffUserId: staff.userId,
        action: 'order.mark_printing',
        recordType: 'order',
        recordId: Number(cleo.id),
        before: { status: 4 },
        after: { status: 7 },
      });
      await recordStaffAction(suite.db, {
        staffUserId: other.userId,
        action: 'order.mark_shipped',
        recordType: 'order',
        recordId: Number(cleo.id),
        before: { status: 7, tracking: null },
        after: { status: 8, tracking: { carrier: 'UPS', number: '1Z999' } },
      });
      const { body } = await get<StaffOrderDetail>(`/api/staff/orders/${cleo.id}`, staff.token);
      expect(body.data.audit_log).toEqual([
        {
          _id: expect.any(String),
          action: 'order.mark_printing',
          staff_email: staff.email,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          before: { status: 4 },
          after: { status: 7 },
        },
        {
          _id: expect.any(String),
          action: 'order.mark_shipped',
          staff_email: other.email,
          created_at: expect.any(String),
          before: { status: 7, tracking: null },
          after: { status: 8, tracking: { carrier: 'UPS', number: '1Z999' } },
        },
      ]);
      // Another order's page shows none of them.
      expect((await get<StaffOrderDetail>(`/api/staff/orders/${ann.id}`, staff.token)).body.data.audit_log).toEqual([]);
    });

    it('keeps the audit log as written: the database refuses to change or delete an entry', async () => {
      await expect(sql`update staff_audit_log set action = 'order.refund'`.execute(suite.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from staff_audit_log`.execute(suite.db)).rejects.toThrow(/append-only/);
      const { body } = await get<StaffOrderDetail>(`/api/staff/orders/${cleo.id}`, staff.token);
      expect(body.data.audit_log.map((entry) => entry.action)).toEqual(['order.mark_printing', 'order.mark_shipped']);
    });

    it('answers 404 for an order that does not exist, and 400 for an id that is not one', async () => {
      expect(await get('/api/staff/orders/999999', staff.token)).toEqual({
        status: 404,
        body: { status: 404, message: STAFF_MESSAGES.orderNotFound },
      });
      expect((await get('/api/staff/orders/abc', staff.token)).status).toBe(400);
      expect((await get('/api/staff/orders/0', staff.token)).status).toBe(400);
    });
  });
});

describe.each(TEST_DATABASES)('the staff desk’s orders of several lines on %s', (_name, database) => {
  const suite = checkoutSuite(database);

  it('finds an order by the plan number of any of its lines, and shows every line', async () => {
    const staff = await newStaffMember(suite.db);
    const shopper = await shopperWithCartEntry(suite.db, suite.call);
    const second = await addCartEntry(suite.db, suite.call, shopper.token);
    const placed = await suite.call<OrderCreated>('POST', 'order', shopper.token, {
      payment_mode: 1,
      ...ORDER_DELIVERY,
      cart_ids: [shopper.entry._id, second._id],
    });
    const orderId = placed.body.data.order._id;
    const secondPlanNumber = second.property_id.plan_number;
    if (secondPlanNumber === null) throw new Error('the second plan has no number');
    expect(secondPlanNumber).not.toBe(shopper.entry.property_id.plan_number);

    const found = await suite.app.inject({
      method: 'GET',
      url: `/api/staff/orders?q=${encodeURIComponent(secondPlanNumber)}`,
      headers: { token: staff.token },
    });
    const page = found.json<ApiEnvelope<StaffOrderPage>>().data;
    expect(page.orders.map((row) => row.order._id)).toEqual([orderId]);
    expect(page.total).toBe(1);
    expect(page.orders[0]?.order.lines.map((line) => line.property_id.plan_number)).toEqual([
      shopper.entry.property_id.plan_number,
      secondPlanNumber,
    ]);
  });
});
