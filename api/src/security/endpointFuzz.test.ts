import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../auth/sessionTokens';
import { appSuite } from '../testing/appSuite';
import { newShopper } from '../testing/checkoutFixture';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { endpointRecorder, fillPath, pathParameterNames, type Endpoint } from './testing/endpointRecorder';

/** Fixed, so a failure replays; FUZZ_SEED=<n> explores another corner. fast-check prints seed and path on failure. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
/** Random requests per endpoint and per sign-in state: about 2,000 requests in all, a few seconds. */
const RUNS_PER_ENDPOINT = 12;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The names a route's schema knows (body properties, query parameters), so random input gets past the first check. */
function knownFields(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return [];
  const { properties } = schema;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

const scalar = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 400 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '[1,2]', 'a@b.co', 'ann@houseplans.example', '4242424242424242'),
  fc.boolean(),
  fc.constant(null),
);

/** A JSON value, sometimes carrying prototype-pollution keys at some depth. */
const pollutedJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) =>
    key === 'constructor'
      ? `{"constructor":{"prototype":{"polluted":${JSON.stringify(value)}}}}`
      : `{${JSON.stringify(key)}:{"polluted":${JSON.stringify(value)}}}`,
  );

/** A JSON object text from [key, value] pairs, written by hand so that keys such as "__proto__" reach the wire. */
function objectText(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** A request body as sent: its bytes and the content type it claims. */
interface BodyChoice {
  payload?: string;
  headers?: Record<string, string>;
}

function bodyOf(endpoint: Endpoint): fc.Arbitrary<BodyChoice> {
  const fields = knownFields(endpoint.schema.body);
  const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }), ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []));
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }));
  const objectBody = fc.array(fc.tuple(key, value), { maxLength: 6 }).map(objectText);
  const json = (text: fc.Arbitrary<string>) => text.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
  return fc.oneof(
    fc.constant<BodyChoice>({}),
    json(objectBody),
    json(pollutedJson),
    json(fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null')),
    json(fc.string({ maxLength: 30 })),
    fc.string({ maxLength: 60 }).map((payload) => ({ payload, headers: { 'content-type': 'text/plain' } })),
    fc.string({ maxLength: 60 }).map((payload) => ({ payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
    fc.string({ maxLength: 60 }).map((payload) => ({ payload, headers: { 'content-type': 'multipart/form-data; boundary=xyz' } })),
  );
}

function queryOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = knownFields(endpoint.schema.querystring);
  const name = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]', 'token', 'otp'),
    fc.string({ maxLength: 10 }),
    ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []),
  );
  const value = fc.oneof(scalar.map(String), fc.constantFrom('[1,2,3]', '[', '5000', '1,2'));
  return fc
    .array(fc.tuple(name, value), { maxLength: 5 })
    .map((pairs) => pairs.map(([key, val]) => `${encodeURIComponent(key)}=${encodeURIComponent(val)}`).join('&'));
}

function pathOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = pathParameterNames(endpoint.url);
  const segment = fc.oneof(
    fc.integer({ min: -5, max: 400 }).map(String),
    fc.constantFrom(...PROTOTYPE_KEYS, '0', '2147483648', '99999999999999999999', '1.5', '..', '%00', 'a'.repeat(300)),
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );
  return fc.tuple(...names.map(() => segment)).map((values) =>
    fillPath(endpoint.url, Object.fromEntries(names.map((name, index) => [name, values[index] ?? '1']))),
  );
}

const headerName = fc.stringMatching(/^x-[a-z0-9-]{1,12}$/);
const headerValue = fc.stringMatching(/^[ -~]{0,40}$/);
const extraHeaders = fc.dictionary(
  fc.oneof(headerName, fc.constantFrom('accept', 'accept-encoding', 'origin', 'x-forwarded-for', 'x-forwarded-proto', 'stripe-signature')),
  headerValue,
  { maxKeys: 3 },
);
/** What a `token` header may hold: nothing, the live session's (filled in later), or junk. */
const tokenChoice = fc.oneof(
  fc.constant<'live' | 'none'>('live'),
  fc.constant<'live' | 'none'>('none'),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/),
);

/** Path values that pass each parameter's own check, so that a request reaches the part under test. */
const VALID_PATH_VALUES: Record<string, string> = { name: `${'a'.repeat(32)}.png` };

/** A keyword of a JSON schema node, read without assuming its shape. */
function keyword(node: object, name: string): unknown {
  return Object.getOwnPropertyDescriptor(node, name)?.value;
}

/** Paths inside a JSON schema to every object that lets unknown properties through. */
function openObjects(schema: unknown, where: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const type = keyword(schema, 'type');
  const properties = keyword(schema, 'properties');
  const isObject = type === 'object' || (Array.isArray(type) && type.includes('object')) || properties !== undefined;
  const own = isObject && keyword(schema, 'additionalProperties') !== false ? [where] : [];
  const children: Array<[string, unknown]> = [
    ...(typeof properties === 'object' && properties !== null ? Object.entries(properties) : []),
    ...['items', 'additionalProperties'].map((name): [string, unknown] => [name, keyword(schema, name)]),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((name) => {
      const list = keyword(schema, name);
      return Array.isArray(list) ? list.map((child: unknown, index): [string, unknown] => [`${name}[${index}]`, child]) : [];
    }),
  ];
  return [...own, ...children.flatMap(([name, child]) => openObjects(child, `${where}.${name}`))];
}

/** A response that passes: no server error, and any refusal in exactly the error envelope with the same status. */
function expectWellFormed(endpoint: Endpoint, response: LightMyRequestResponse): void {
  const where = `${endpoint.method} ${endpoint.url}`;
  if (response.statusCode >= 500) throw new Error(`${where} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`${where} answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`);
  }
  expect(body).toEqual({ status: response.statusCode, message: expect.any(String) });
}

describe.each(TEST_DATABASES)('every endpoint under random input (%s)', (_name, database) => {
  const recorder = endpointRecorder();
  const suite = appSuite(database, { plans: 20, buildApp: (db) => buildTestApp(db, { onRoute: recorder.onRoute }) });
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  let shopperId = 0;
  let clients = 0;
  /** A client address of its own for each request of the checks below, so that no rate limit answers them. */
  const newClient = () => {
    clients += 1;
    return `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  beforeAll(async () => {
    shopperId = (await newShopper(suite.db)).userId;
  });

  it('finds the endpoints to fuzz in the app itself', () => {
    const urls = recorder.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    // A sample of every feature: if the recorder stopped seeing routes, the fuzz below would test nothing.
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/user/properties',
        'POST /api/user/cart',
        'PUT /api/user/favorite-collections/:id',
        'POST /api/user/profile/photo',
        'POST /api/user/contact-us',
        'POST /api/user/payments/stripe-webhook',
        'GET /runtime-config.json',
      ]),
    );
    expect(recorder.endpoints.length).toBeGreaterThan(50);
  });

  it('answers random bodies, queries, path parameters and headers without a server error, refusals in the envelope', async () => {
    let requests = 0;
    for (const endpoint of recorder.endpoints) {
      const request = fc.record({
        path: pathOf(endpoint),
        query: queryOf(endpoint),
        body: endpoint.method === 'GET' ? fc.constant<BodyChoice>({}) : bodyOf(endpoint),
        headers: extraHeaders,
        token: tokenChoice,
        // Mostly distinct clients, so that the rate limits (tested on their own) leave most requests to the handlers.
        remoteAddress: fc.ipV4(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query, body, headers, token, remoteAddress }) => {
          const sessionToken = token === 'live' ? await createSession(suite.db, shopperId) : token === 'none' ? null : token;
          const response = await suite.app.inject({
            method: endpoint.method,
            remoteAddress,
            url: query === '' ? path : `${path}?${query}`,
            ...body,
            headers: { ...headers, ...body.headers, ...(sessionToken === null ? {} : { token: sessionToken }) },
          });
          requests += 1;
          expectWellFormed(endpoint, response);
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    }
    console.info(`Fuzzed ${recorder.endpoints.length} endpoints with ${requests} random requests (seed ${SEED}).`);
  });

  it('declares every object in every API schema closed, so unknown fields are refused rather than ignored', () => {
    const api = recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/'));
    const open = api.flatMap((endpoint) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        openObjects(endpoint.schema[part], `${endpoint.method} ${endpoint.url} ${part}`),
      ),
    );
    expect(open).toEqual([]);
    const bodiesWithoutSchema = api
      .filter((endpoint) => (endpoint.method === 'POST' || endpoint.method === 'PUT') && endpoint.schema.body === undefined)
      .map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    // The photo is multipart (one part, no fields: the multipart limits refuse the rest); Stripe's webhook is
    // checked by its signature over the raw bytes.
    expect(bodiesWithoutSchema.sort()).toEqual(['POST /api/user/payments/stripe-webhook', 'POST /api/user/profile/photo']);
  });

  it('refuses an unknown query parameter or body field on every API endpoint with 400', async () => {
    const token = await createSession(suite.db, shopperId);
    const api = recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/'));
    for (const endpoint of api) {
      const path = fillPath(endpoint.url, Object.fromEntries(pathParameterNames(endpoint.url).map((name) => [name, VALID_PATH_VALUES[name] ?? '1'])));
      const withQuery = await suite.app.inject({ method: endpoint.method, url: `${path}?zz_unknown=1`, headers: { token }, remoteAddress: newClient() });
      expect([`${endpoint.method} ${endpoint.url}`, withQuery.statusCode]).toEqual([`${endpoint.method} ${endpoint.url}`, 400]);
      if (endpoint.schema.body === undefined) continue;
      const withField = await suite.app.inject({ method: endpoint.method, url: path, headers: { token }, payload: { zz_unknown: 1 }, remoteAddress: newClient() });
      expect([`${endpoint.method} ${endpoint.url}`, withField.statusCode]).toEqual([`${endpoint.method} ${endpoint.url}`, 400]);
    }
  });

  it('names the unknown query parameter it refuses', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/user/favorite?zz_unknown=1', headers: { token: await createSession(suite.db, shopperId) } });
    expect(response.json()).toEqual({ status: 400, message: "Unknown query parameter 'zz_unknown'." });
    const logout = await suite.app.inject({ method: 'POST', url: '/api/user/logout', payload: { token: 'x' }, remoteAddress: newClient() });
    expect(logout.json()).toEqual({ status: 400, message: "Unknown field 'token'." });
  });

  it('answers a body over the size limit with 413 in the envelope, on every endpoint that takes one', async () => {
    const token = await createSession(suite.db, shopperId);
    const oversized = JSON.stringify({ comment: 'x'.repeat(1_100_000) });
    const takesBodies = recorder.endpoints.filter((endpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT');
    expect(takesBodies.length).toBeGreaterThan(20);
    for (const endpoint of takesBodies) {
      const response = await suite.app.inject({
        method: endpoint.method,
        remoteAddress: newClient(),
        url: fillPath(endpoint.url, {}),
        headers: { token, 'content-type': 'application/json' },
        payload: oversized,
      });
      expect([endpoint.url, response.statusCode]).toEqual([endpoint.url, 413]);
      expect(response.json()).toEqual({ status: 413, message: expect.any(String) });
    }
  });

  it('refuses prototype-pollution keys in a JSON body and treats them as unknown in a query', async () => {
    const contact = { name: 'Ann', email: 'ann@houseplans.example', subject: 'Plans', comment: 'Hello' };
    for (const payload of [
      `{"__proto__":{"polluted":"yes"},${JSON.stringify(contact).slice(1)}`,
      `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(contact).slice(1)}`,
    ]) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/user/contact-us', headers: { 'content-type': 'application/json' }, payload, remoteAddress: newClient() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: expect.any(String) });
    }
    for (const query of ['__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '__proto__=yes', 'prototype=yes']) {
      const response = await suite.app.inject({ method: 'GET', url: `/api/user/properties?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: expect.stringMatching(/^Unknown query parameter/) });
    }
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });

  it('leaves Object.prototype as it was after the fuzz', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });
});
