import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PhotoUploadAnswer } from 'contracts/src/account/profile';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { createSession, hashToken } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { appSuite } from '../testing/appSuite';
import { apiCaller, newShopper, ORDER_DELIVERY, placeCardOrder } from '../testing/checkoutFixture';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { accountTestClient } from '../accounts/testing/accountTestClient';
import { endpointRecorder, fillPath } from './testing/endpointRecorder';

/** Every path under these reads or changes one shopper's data: each route there must be in SHOPPER_ENDPOINTS. */
const SHOPPER_PREFIXES = [
  '/api/user/cart',
  '/api/user/favorite',
  '/api/user/order',
  '/api/user/pay-test-card',
  '/api/user/apply-promocode',
  '/api/user/promocodes',
  '/api/user/profile',
  '/api/user/user-settings',
];

/** What the other shopper (the victim) owns, as ids on the wire. */
interface Victim {
  userId: number;
  email: string;
  token: string;
  entryId: string;
  orderId: string;
  /** The order's first line, whose files the download routes name. */
  lineId: string;
  intentId: string;
  collectionId: string;
  planId: number;
  /** The new address the victim asked to move to, and the code mailed there. */
  pendingEmail: string;
  pendingCode: string;
}

const VICTIM_NAME = 'Victoria Privatename';
const VICTIM_COLLECTION = 'Victoria secret shortlist';
const VICTIM_SETTINGS_NAME = 'Victoriasettingsname';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(file: Buffer, filename: string, contentType: string): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----access-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An endpoint of a shopper's data and a well-formed request to it, aimed at the victim's things where it takes an id. */
interface ShopperEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  /** 'path': the victim's id is in the path (404 or 403 expected); 'body': in the body; 'own': the caller's own data. */
  target: 'path' | 'body' | 'own';
  request: (victim: Victim) => Pick<InjectOptions, 'payload' | 'headers'> & { url: string };
}

const SHOPPER_ENDPOINTS: ShopperEndpoint[] = [
  { method: 'GET', route: '/api/user/cart', target: 'own', request: () => ({ url: '/api/user/cart' }) },
  {
    method: 'GET',
    route: '/api/user/cart/:id',
    target: 'path',
    request: (v) => ({ url: `/api/user/cart/${v.entryId}` }),
  },
  {
    method: 'POST',
    route: '/api/user/cart',
    target: 'own',
    request: (v) => ({ url: '/api/user/cart', payload: { property_id: String(v.planId), plan_set: 1, foundation: 1 } }),
  },
  {
    method: 'DELETE',
    route: '/api/user/cart/:id',
    target: 'path',
    request: (v) => ({ url: `/api/user/cart/${v.entryId}` }),
  },
  { method: 'GET', route: '/api/user/favorite', target: 'own', request: () => ({ url: '/api/user/favorite' }) },
  {
    method: 'POST',
    route: '/api/user/favorite',
    target: 'own',
    request: (v) => ({ url: '/api/user/favorite', payload: { property_id: v.planId } }),
  },
  {
    method: 'GET',
    route: '/api/user/favorite-collections',
    target: 'own',
    request: () => ({ url: '/api/user/favorite-collections' }),
  },
  {
    method: 'POST',
    route: '/api/user/favorite-collections',
    target: 'own',
    request: () => ({ url: '/api/user/favorite-collections', payload: { name: 'My list' } }),
  },
  {
    method: 'PUT',
    route: '/api/user/favorite-collections/:id',
    target: 'path',
    request: (v) => ({ url: `/api/user/favorite-collections/${v.collectionId}`, payload: { name: 'Taken over' } }),
  },
  {
    method: 'DELETE',
    route: '/api/user/favorite-collections/:id',
    target: 'path',
    request: (v) => ({ url: `/api/user/favorite-collections/${v.collectionId}` }),
  },
  {
    method: 'POST',
    route: '/api/user/favorite-collections/:id/plans',
    target: 'path',
    request: (v) => ({
      url: `/api/user/favorite-collections/${v.collectionId}/plans`,
      payload: { property_id: v.planId },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/user/favorite-collections/:id/plans/:propertyId',
    target: 'path',
    request: (v) => ({ url: `/api/user/favorite-collections/${v.collectionId}/plans/${v.planId}` }),
  },
  { method: 'GET', route: '/api/user/orders', target: 'own', request: () => ({ url: '/api/user/orders' }) },
  {
    method: 'GET',
    route: '/api/user/orders/:id',
    target: 'path',
    request: (v) => ({ url: `/api/user/orders/${v.orderId}` }),
  },
  {
    method: 'GET',
    route: '/api/user/orders/:id/lines/:lineId/documents/:kind',
    target: 'path',
    request: (v) => ({ url: `/api/user/orders/${v.orderId}/lines/${v.lineId}/documents/plan_set_pdf` }),
  },
  {
    method: 'POST',
    route: '/api/user/orders/:id/download-link',
    target: 'path',
    request: (v) => ({ url: `/api/user/orders/${v.orderId}/download-link`, payload: {} }),
  },
  {
    method: 'POST',
    route: '/api/user/orders/:id/cancel',
    target: 'path',
    request: (v) => ({ url: `/api/user/orders/${v.orderId}/cancel`, payload: { reason: 'Taken over' } }),
  },
  {
    method: 'POST',
    route: '/api/user/order',
    target: 'body',
    request: (v) => ({ url: '/api/user/order', payload: { payment_mode: 1, cart_id: v.entryId, ...ORDER_DELIVERY } }),
  },
  {
    method: 'POST',
    route: '/api/user/order-payment',
    target: 'body',
    request: (v) => ({ url: '/api/user/order-payment', payload: { order_id: v.orderId } }),
  },
  {
    method: 'POST',
    route: '/api/user/order-status',
    target: 'body',
    request: (v) => ({ url: '/api/user/order-status', payload: { intent_id: v.intentId } }),
  },
  {
    method: 'POST',
    route: '/api/user/pay-test-card',
    target: 'body',
    request: (v) => ({
      url: '/api/user/pay-test-card',
      payload: { intent_id: v.intentId, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    }),
  },
  {
    method: 'POST',
    route: '/api/user/apply-promocode',
    target: 'body',
    request: (v) => ({ url: '/api/user/apply-promocode', payload: { cart_id: v.entryId } }),
  },
  {
    method: 'GET',
    route: '/api/user/order-quote',
    // The victim's entry in the query, like a body's id: never quoted for another shopper.
    target: 'body',
    request: (v) => ({ url: `/api/user/order-quote?cart_id=${v.entryId}` }),
  },
  { method: 'GET', route: '/api/user/promocodes', target: 'own', request: () => ({ url: '/api/user/promocodes' }) },
  { method: 'GET', route: '/api/user/profile', target: 'own', request: () => ({ url: '/api/user/profile' }) },
  {
    method: 'PUT',
    route: '/api/user/profile',
    target: 'own',
    request: () => ({
      url: '/api/user/profile',
      payload: { name: 'Intruder', email: 'intruder@access.example', phone: '', country_code: '' },
    }),
  },
  {
    method: 'GET',
    route: '/api/user/profile/last-address',
    target: 'own',
    request: () => ({ url: '/api/user/profile/last-address' }),
  },
  {
    method: 'PUT',
    route: '/api/user/profile/email',
    target: 'body',
    request: (v) => ({ url: '/api/user/profile/email', payload: { email: v.pendingEmail, otp: v.pendingCode } }),
  },
  {
    method: 'POST',
    route: '/api/user/profile/email/confirmation',
    target: 'own',
    request: () => ({ url: '/api/user/profile/email/confirmation' }),
  },
  {
    method: 'POST',
    route: '/api/user/profile/photo',
    target: 'own',
    request: () => ({ url: '/api/user/profile/photo', ...multipart(PNG, 'me.png', 'image/png') }),
  },
  {
    method: 'GET',
    route: '/api/user/user-settings',
    target: 'own',
    request: () => ({ url: '/api/user/user-settings' }),
  },
  {
    method: 'PUT',
    route: '/api/user/user-settings',
    target: 'own',
    request: () => ({
      url: '/api/user/user-settings',
      payload: {
        first_name: 'Intruder',
        email: 'intruder@access.example',
        subscriptions: [],
        reward_programme: 'neither',
        affiliate_publisher_id: '',
      },
    }),
  },
];

/**
 * What another shopper's token may get: a victim's id in the path is not found (or forbidden); an id in a body is
 * refused like an unknown one (400 'unknown payment', 404 'no longer in your cart'); calls on the caller's own
 * data succeed, on the caller's data.
 */
const ALLOWED_FOR_INTRUDER: Record<ShopperEndpoint['target'], number[]> = {
  path: [403, 404],
  body: [400, 403, 404],
  own: [200],
};

function expectStatusIn(where: string, status: number, allowed: number[]): void {
  expect({ where, status }).toEqual({
    where,
    status: allowed.includes(status) ? status : `one of ${allowed.join(', ')}`,
  });
}

/** Everything the victim owns, read from the database: compared before and after the other shopper's calls. */
async function stateOf(db: Kysely<Database>, userId: number): Promise<string> {
  const [user, cart, favourites, collections, collectionPlans, orders] = await Promise.all([
    db
      .selectFrom('users')
      .select(['email', 'name', 'phone', 'country_code', 'profile_photo', 'settings'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('cart_entries')
      .select(['id', 'plan_id', 'plan_set', 'foundation'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('favorites').select('plan_id').where('user_id', '=', userId).orderBy('plan_id').execute(),
    db.selectFrom('favorite_collections').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('favorite_collection_plans')
      .innerJoin('favorite_collections', 'favorite_collections.id', 'favorite_collection_plans.collection_id')
      .select(['collection_id', 'plan_id'])
      .where('favorite_collections.user_id', '=', userId)
      .orderBy('collection_id')
      .orderBy('plan_id')
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_mode', 'payment_intent_id', 'total_cents', 'paid_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify({ user, cart, favourites, collections, collectionPlans, orders });
}

describe.each(TEST_DATABASES)("a shopper's data is theirs alone (%s)", (_name, database) => {
  const recorder = endpointRecorder();
  let uploadDir = '';
  const suite = appSuite(database, {
    plans: 20,
    prepare: async () => {
      uploadDir = mkdtempSync(path.join(os.tmpdir(), 'access-photos-'));
    },
    buildApp: (db) => buildTestApp(db, { onRoute: recorder.onRoute, accounts: { uploadDir } }),
  });
  let victim: Victim;
  let clients = 0;
  /** Each request from its own address, so that no rate limit answers in place of the access check. */
  const newClient = () => {
    clients += 1;
    return `10.7.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    const call = apiCaller(suite.app);
    const placed = await placeCardOrder(suite.db, call);
    const planId = Number(placed.entry.property_id._id);
    const email = (
      await suite.db.selectFrom('users').select('email').where('id', '=', placed.userId).executeTakeFirstOrThrow()
    ).email;
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      suite.app.inject({ method, url, payload, headers: { token: placed.token }, remoteAddress: newClient() });
    await send('POST', '/api/user/favorite', { property_id: planId });
    const collection = await send('POST', '/api/user/favorite-collections', { name: VICTIM_COLLECTION });
    const collectionId = collection.json<ApiEnvelope<{ _id: string }>>().data._id;
    await send('POST', `/api/user/favorite-collections/${collectionId}/plans`, { property_id: planId });
    await send('PUT', '/api/user/profile', { name: VICTIM_NAME, email, phone: '555 0100', country_code: '+1' });
    await send('PUT', '/api/user/user-settings', {
      first_name: VICTIM_SETTINGS_NAME,
      email,
      subscriptions: [],
      reward_programme: 'neither',
      affiliate_publisher_id: '',
    });
    const photo = await suite.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      remoteAddress: newClient(),
      ...withToken(multipart(PNG, 'v.png', 'image/png'), placed.token),
    });
    expect(photo.statusCode).toBe(200);
    const pendingEmail = 'victoria.new@access.example';
    await send('PUT', '/api/user/profile', {
      name: VICTIM_NAME,
      email: pendingEmail,
      phone: '555 0100',
      country_code: '+1',
    });
    const pendingCode = await accountTestClient(suite.app).codeFromMail(pendingEmail);
    if (!placed.payment) throw new Error('the card order has no payment session');
    victim = {
      userId: placed.userId,
      email,
      token: placed.token,
      entryId: placed.entry._id,
      orderId: placed.order._id,
      lineId: placed.order.lines[0]?._id ?? '',
      intentId: placed.payment.intent_id,
      collectionId,
      planId,
      pendingEmail,
      pendingCode,
    };
  });

  function withToken(request: Pick<InjectOptions, 'payload' | 'headers'>, token: string | null) {
    const headers = {
      ...(typeof request.headers === 'object' ? request.headers : {}),
      ...(token === null ? {} : { token }),
    };
    return { ...request, headers };
  }

  function send(endpoint: ShopperEndpoint, token: string | null) {
    const { url, payload, headers = {} } = endpoint.request(victim);
    return suite.app.inject({
      method: endpoint.method,
      url,
      remoteAddress: newClient(),
      headers: { ...headers, ...(token === null ? {} : { token }) },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it("lists every route under the shopper-data prefixes in this suite's table", () => {
    const underPrefixes = recorder.endpoints
      .filter((endpoint) => SHOPPER_PREFIXES.some((prefix) => endpoint.url.startsWith(prefix)))
      .map((endpoint) => `${endpoint.method} ${endpoint.url}`)
      .sort();
    expect(underPrefixes).toEqual(SHOPPER_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`).sort());
  });

  /** Every shopper endpoint asked with `token` answers 401 with the sign-in message, and the victim's data stays. */
  async function expectSignInRequiredEverywhere(token: string | null): Promise<void> {
    const before = await stateOf(suite.db, victim.userId);
    for (const endpoint of SHOPPER_ENDPOINTS) {
      const response = await send(endpoint, token);
      expect([endpoint.method, endpoint.route, response.statusCode, response.json()]).toEqual([
        endpoint.method,
        endpoint.route,
        401,
        { status: 401, message: LOGIN_REQUIRED_MESSAGE },
      ]);
    }
    expect(await stateOf(suite.db, victim.userId)).toBe(before);
  }

  it("refuses every staff route to a visitor (401) and to any shopper (403), showing none of the store's orders", async () => {
    const staffRoutes = recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/staff/'));
    expect(staffRoutes.map((endpoint) => `${endpoint.method} ${endpoint.url}`)).toEqual(
      expect.arrayContaining(['GET /api/staff/orders', 'GET /api/staff/orders/:id']),
    );
    const intruder = await newShopper(suite.db);
    const refusals: Array<[string | null, number, string]> = [
      [null, 401, LOGIN_REQUIRED_MESSAGE],
      [victim.token, 403, STAFF_MESSAGES.staffOnly],
      [intruder.token, 403, STAFF_MESSAGES.staffOnly],
    ];
    const before = await stateOf(suite.db, victim.userId);
    for (const endpoint of staffRoutes) {
      const where = `${endpoint.method} ${endpoint.url}`;
      for (const [token, status, message] of refusals) {
        const response = await suite.app.inject({
          method: endpoint.method,
          url: fillPath(endpoint.url, { id: victim.orderId }),
          remoteAddress: newClient(),
          headers: token === null ? {} : { token },
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        expect([where, response.statusCode, response.json()]).toEqual([where, status, { status, message }]);
      }
    }
    expect(await stateOf(suite.db, victim.userId)).toBe(before);
  });

  it('answers 401 without a token, on every shopper endpoint, and changes nothing', async () => {
    await expectSignInRequiredEverywhere(null);
  });

  it.each([
    ['past its 12 hours', { expires_at: new Date(Date.now() - 1000) }],
    ['idle for more than 30 minutes', { last_seen_at: new Date(Date.now() - 31 * 60 * 1000) }],
    ['revoked at logout', { revoked_at: new Date(Date.now() - 1000) }],
  ])("answers 401 to the victim's own session once it is %s, and changes nothing", async (_label, change) => {
    const token = await createSession(suite.db, victim.userId);
    await suite.db.updateTable('sessions').set(change).where('token_hash', '=', hashToken(token)).execute();
    await expectSignInRequiredEverywhere(token);
  });

  it("refuses another shopper's token on the victim's things, shows none of them, and changes nothing", async () => {
    const intruder = await newShopper(suite.db);
    const before = await stateOf(suite.db, victim.userId);
    for (const endpoint of SHOPPER_ENDPOINTS) {
      const response = await send(endpoint, intruder.token);
      const where = `${endpoint.method} ${endpoint.route}`;
      expectStatusIn(where, response.statusCode, ALLOWED_FOR_INTRUDER[endpoint.target]);
      for (const secret of [victim.email, VICTIM_NAME, VICTIM_COLLECTION, VICTIM_SETTINGS_NAME, victim.intentId]) {
        expect([where, response.body]).toEqual([where, expect.not.stringContaining(secret)]);
      }
    }
    expect(await stateOf(suite.db, victim.userId)).toBe(before);
    // The victim still sees everything as it was.
    const victimOrder = await suite.app.inject({
      method: 'GET',
      url: `/api/user/orders/${victim.orderId}`,
      headers: { token: victim.token },
    });
    expect(victimOrder.statusCode).toBe(200);
  });

  describe('uploaded photos', () => {
    const upload = (file: Buffer, filename: string, contentType: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user/profile/photo',
        remoteAddress: newClient(),
        ...withToken(multipart(file, filename, contentType), victim.token),
      });

    it.each([
      [
        'HTML named and typed as a PNG',
        Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
        'me.png',
        'image/png',
      ],
      [
        'SVG named and typed as a JPEG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'me.jpg',
        'image/jpeg',
      ],
      [
        'SVG as itself',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'me.svg',
        'image/svg+xml',
      ],
      [
        'HTML with a byte-order mark',
        Buffer.from('\ufeff<html><body onload=alert(1)>', 'utf8'),
        'me.webp',
        'image/webp',
      ],
    ])('refuses %s with 415', async (_label, file, filename, contentType) => {
      const response = await upload(file, filename, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ status: 415, message: expect.any(String) });
    });

    it('serves a PNG with HTML after its signature as image/png, nosniff and sandboxed, never as HTML or SVG', async () => {
      const polyglot = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
      const uploaded = await upload(polyglot, 'me.html', 'text/html');
      expect(uploaded.statusCode).toBe(200);
      const served = await suite.app.inject({
        method: 'GET',
        url: uploaded.json<ApiEnvelope<PhotoUploadAnswer>>().data.file_url,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-disposition'] ?? '').not.toMatch(/\.html|\.svg/);
    });
  });
});
