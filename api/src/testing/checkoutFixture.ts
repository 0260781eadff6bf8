import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { OrderCreated } from 'contracts/src/checkout/order';
import type { ShippingAddress } from 'contracts/src/checkout/shippingAddress';
import { createSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { appSuite, type AppSuiteOptions } from './appSuite';
import type { TestDatabase } from './testDatabases';
import { waitFor, type WaitForOptions } from './waitFor';

let shopperCount = 0;

/** A shopper with a live session: each call makes a new one, so tests never share a cart. */
export async function newShopper(db: Kysely<Database>): Promise<{ userId: number; token: string }> {
  shopperCount += 1;
  const { id } = await db
    .insertInto('users')
    .values({
      email: `shopper${shopperCount}-${Date.now()}@checkout.example`,
      password_hash: null,
      name: 'Test Shopper',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, token: await createSession(db, id) };
}

/** Where tests ship printed sets and cash-on-delivery orders. */
export const TEST_SHIPPING_ADDRESS: ShippingAddress = {
  full_name: 'Test Shopper',
  line1: '1200 NW Pine Street',
  city: 'Portland',
  country: 'US',
  state_or_province: 'OR',
  postal_code: '97209',
  phone: '503 555 0142',
};

/**
 * What the checkout sends with an order besides its lines and payment: the name on the licence, and the address (the
 * API keeps it for printed sets and cash on delivery, and leaves it off any other order).
 */
export const ORDER_DELIVERY = { billing_name: 'Test Shopper', shipping_address: TEST_SHIPPING_ADDRESS } as const;

/**
 * A JSON call to /api/user/... with the shopper's token; answers the status and the parsed envelope. With
 * `clientAddress`, each request comes from the address it gives.
 */
export function apiCaller(app: FastifyInstance, clientAddress?: () => string) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string | null,
    payload?: InjectOptions['payload'],
  ): Promise<{ status: number; body: ApiEnvelope<T> & ApiErrorBody }> {
    const response = await app.inject({
      method,
      url: `/api/user/${path}`,
      ...(clientAddress === undefined ? {} : { remoteAddress: clientAddress() }),
      headers: token === null ? {} : { token },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** The first seeded plan that offers an optional foundation besides its standard one. */
export async function planWithOptionalFoundation(db: Kysely<Database>) {
  return db
    .selectFrom('plans')
    .select(['id', 'price_cents', 'standard_foundation', 'optional_foundation'])
    .where('optional_foundation', 'is not', null)
    .whereRef('optional_foundation', '<>', 'standard_foundation')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export type ApiCall = ReturnType<typeof apiCaller>;

/**
 * A checkout suite's seeded database (20 plans unless told) and app, opened before its tests and closed after (call
 * it inside describe()), with `call` for JSON requests.
 */
export function checkoutSuite(database: TestDatabase, options: AppSuiteOptions = {}) {
  const suite = appSuite(database, { plans: 20, ...options });
  const call: ApiCall = (method, path, token, payload) => apiCaller(suite.app)(method, path, token, payload);
  return Object.assign(suite, { call });
}

export interface CartLine {
  planSet?: number;
  foundation?: 'standard' | 'optional';
  options?: number[];
}

/** A new shopper with one line in the cart: the first plan offering an optional foundation, in the given set-up. */
export async function shopperWithCartEntry(
  db: Kysely<Database>,
  call: ApiCall,
  { planSet = 1, foundation = 'standard', options = [] }: CartLine = {},
) {
  const shopper = await newShopper(db);
  const plan = await planWithOptionalFoundation(db);
  const added = await call<AddToCartResult>('POST', 'cart', shopper.token, {
    property_id: String(plan.id),
    plan_set: planSet,
    foundation: foundation === 'optional' ? plan.optional_foundation : plan.standard_foundation,
    options,
  });
  return { ...shopper, entry: added.body.data.entry };
}

/**
 * A new shopper's cart line ordered for card payment (payment_mode 2), with `delivery`'s billing name and address: the
 * order and its payment session.
 */
export async function placeCardOrder(
  db: Kysely<Database>,
  call: ApiCall,
  line: CartLine = {},
  delivery: { billing_name: string; shipping_address: ShippingAddress } = ORDER_DELIVERY,
) {
  const shopper = await shopperWithCartEntry(db, call, line);
  const placed = await call<OrderCreated>('POST', 'order', shopper.token, {
    payment_mode: 2,
    cart_id: shopper.entry._id,
    ...delivery,
  });
  return { ...shopper, order: placed.body.data.order, payment: placed.body.data.payment };
}

/** The seeded promo codes' ids by code, as the wire carries them. */
export async function promoCodeIds(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('promo_codes').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, String(row.id)]));
}

/** Requests waiting for a lock held by another transaction (PostgreSQL only: PGlite runs one at a time). */
export async function lockWaiters(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return rows[0]?.waiting ?? 0;
}

/**
 * Sends the requests while the order's row is held FOR UPDATE, waits (on PostgreSQL) until every one of them waits for
 * that row, and then lets them go together, so that they race for real. On PGlite, which runs one transaction at a
 * time, they are simply sent at once.
 */
export async function allAtOnce<T>(
  database: TestDatabase,
  db: Kysely<Database>,
  orderId: number | string,
  send: () => Array<Promise<T>>,
  { timeoutMs }: Pick<WaitForOptions, 'timeoutMs'> = {},
): Promise<T[]> {
  if (database.name !== 'PostgreSQL') return Promise.all(send());
  let answers: Promise<T[]> = Promise.resolve([]);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', Number(orderId)).forUpdate().execute();
    const requests = send();
    answers = Promise.all(requests);
    await waitFor(async () => (await lockWaiters(db)) >= requests.length, {
      timeoutMs,
      what: `${requests.length} requests to wait on the order's row`,
    });
  });
  return answers;
}

/** The account's email address, where its receipts and mails go. */
export async function emailOf(db: Kysely<Database>, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
}
