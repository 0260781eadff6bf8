import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession } from '../auth/sessionTokens';
import { appSuite } from '../testing/appSuite';
import { newShopper } from '../testing/checkoutFixture';
import { newStaffMember } from '../staff/testing/staffFixture';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { endpointRecorder, fillPath, pathParameterNames, type Endpoint } from './testing/endpointRecorder';
import {
  JsonLiteral,
  MALFORMED_MULTIPART,
  NON_FINITE_JSON_LITERALS,
  NON_FINITE_TEXTS,
  NUL_IN_URL,
  NUL_TEXTS,
  objectText,
  type BodyChoice,
} from './testing/oddInput';
import { oddRequests, VALID_PATH_VALUES } from './testing/oddRequests';
import { keyword, knownFields, schemaNodes, typesOf } from './testing/routeSchemas';

/** Fixed, so a failure replays; FUZZ_SEED=<n> explores another corner. fast-check prints seed and path on failure. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
/** Random requests per endpoint: with about 60 endpoints, some 700 requests, a second or two per database. FUZZ_RUNS=<n> digs deeper. */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 12);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const scalar = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 400 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', '[1,2]', 'a@b.co', 'ann@houseplans.example', '4242424242424242'),
  fc.constantFrom(...NON_FINITE_TEXTS),
  // fc.string writes printable ASCII only: a NUL comes from here or from the full-Unicode strings below.
  fc.constantFrom(...NUL_TEXTS),
  fc.string({ maxLength: 20, unit: 'binary' }),
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

/** Raw JSON number literals JSON.parse turns into ±Infinity (a JSON value cannot be written as Infinity otherwise). */
const nonFiniteLiteral = fc.constantFrom<JsonLiteral>(...NON_FINITE_JSON_LITERALS);

function bodyOf(endpoint: Endpoint): fc.Arbitrary<BodyChoice> {
  const fields = knownFields(endpoint.schema.body);
  const key = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.string({ maxLength: 12 }),
    ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []),
  );
  const value = fc.oneof(
    scalar,
    nonFiniteLiteral,
    fc.array(fc.oneof(scalar, nonFiniteLiteral), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const objectBody = fc.array(fc.tuple(key, value), { maxLength: 6 }).map(objectText);
  const json = (text: fc.Arbitrary<string>) =>
    text.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
  return fc.oneof(
    fc.constant<BodyChoice>({}),
    json(objectBody),
    json(pollutedJson),
    json(fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null')),
    json(fc.string({ maxLength: 30 })),
    json(nonFiniteLiteral.map((literal) => literal.text)),
    fc.string({ maxLength: 60 }).map((payload) => ({ payload, headers: { 'content-type': 'text/plain' } })),
    fc
      .string({ maxLength: 60 })
      .map((payload) => ({ payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
    fc
      .string({ maxLength: 60 })
      .map((payload) => ({ payload, headers: { 'content-type': 'multipart/form-data; boundary=xyz' } })),
    fc.constantFrom(...MALFORMED_MULTIPART.map(([, body]) => body)),
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
  const pair = fc.oneof(
    fc.tuple(name, value).map(([key, val]) => `${encodeURIComponent(key)}=${encodeURIComponent(val)}`),
    // Written as is: a NUL as a client would percent-encode it, in a value or a name.
    fc.tuple(name, fc.constantFrom(...NUL_IN_URL)).map(([key, val]) => `${encodeURIComponent(key)}=${val}`),
    fc.constantFrom(...NUL_IN_URL).map((val) => `${val}=1`),
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'));
}

function pathOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = pathParameterNames(endpoint.url);
  const segment = fc.oneof(
    fc.integer({ min: -5, max: 400 }).map(String),
    fc.constantFrom(...PROTOTYPE_KEYS, '0', '2147483648', '99999999999999999999', '1.5', '..', 'a'.repeat(300)),
    fc.constantFrom(...NON_FINITE_TEXTS, ...NUL_IN_URL),
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );
  return fc
    .tuple(...names.map(() => segment))
    .map((values) =>
      fillPath(endpoint.url, Object.fromEntries(names.map((name, index) => [name, values[index] ?? '1']))),
    );
}

const headerName = fc.stringMatching(/^x-[a-z0-9-]{1,12}$/);
const headerValue = fc.stringMatching(/^[ -~]{0,40}$/);
const extraHeaders = fc.dictionary(
  fc.oneof(
    headerName,
    fc.constantFrom('accept', 'accept-encoding', 'origin', 'x-forwarded-for', 'x-forwarded-proto', 'stripe-signature'),
  ),
  headerValue,
  { maxKeys: 3 },
);
/** What a `token` header may hold: nothing, the live session's (filled in later), or junk. */
const tokenChoice = fc.oneof(
  fc.constant<'live' | 'none'>('live'),
  fc.constant<'live' | 'none'>('none'),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/),
);

/** Paths inside a JSON schema to every object that lets unknown properties through. */
function openObjects(schema: unknown, where: string): string[] {
  return schemaNodes(schema, where)
    .filter(([, node]) => {
      const isObject = typesOf(node).includes('object') || keyword(node, 'properties') !== undefined;
      return isObject && keyword(node, 'additionalProperties') !== false;
    })
    .map(([path]) => path);
}

/** Every number inside a JSON schema, with where it sits and whether it has both bounds (or a list of values). */
function numbersIn(schema: unknown, where: string): Array<{ path: string; bounded: boolean }> {
  return schemaNodes(schema, where)
    .filter(([, node]) => typesOf(node).includes('integer') || typesOf(node).includes('number'))
    .map(([path, node]) => ({
      path,
      bounded:
        keyword(node, 'enum') !== undefined ||
        (keyword(node, 'minimum') !== undefined && keyword(node, 'maximum') !== undefined),
    }));
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
    throw new Error(
      `${where} answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`,
    );
  }
  expect(body).toEqual({ status: response.statusCode, message: expect.any(String) });
}

describe.each(TEST_DATABASES)('every endpoint under random input (%s)', (_name, database) => {
  const recorder = endpointRecorder();
  // Uploads land in a folder of the suite's own, so that the checks below can see that no broken one was stored.
  let uploadDir = '';
  const suite = appSuite(database, {
    plans: 20,
    prepare: async () => {
      uploadDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-uploads-'));
    },
    buildApp: (db) => buildTestApp(db, { onRoute: recorder.onRoute, accounts: { uploadDir } }),
  });
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  let shopperId = 0;
  let staffId = 0;
  /** A live session of whoever may use the endpoint (the staff API refuses shoppers before it reads a request). */
  const sessionFor = (endpoint: Endpoint) =>
    createSession(suite.db, endpoint.url.startsWith('/api/staff/') ? staffId : shopperId);
  let clients = 0;
  /** A client address of its own for each request of the checks below, so that no rate limit answers them. */
  const newClient = () => {
    clients += 1;
    return `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };
  /** The development outbox answers this machine only (anyone else gets a 404): it is asked from the loopback. */
  const clientFor = (endpoint: Endpoint) => (endpoint.url.startsWith('/api/dev/') ? '127.0.0.1' : newClient());

  beforeAll(async () => {
    shopperId = (await newShopper(suite.db)).userId;
    staffId = (await newStaffMember(suite.db)).userId;
  });

  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
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
        'GET /api/staff/orders',
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
          const sessionToken = token === 'live' ? await sessionFor(endpoint) : token === 'none' ? null : token;
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

  it('answers each non-finite number, NUL character and broken multipart body on every endpoint without a server error', async () => {
    const failures: string[] = [];
    let requests = 0;
    let refused = 0;
    for (const endpoint of recorder.endpoints) {
      const token = await sessionFor(endpoint);
      for (const odd of oddRequests(endpoint)) {
        const response = await suite.app.inject({
          method: endpoint.method,
          remoteAddress: clientFor(endpoint),
          url: odd.query === '' ? odd.path : `${odd.path}?${odd.query}`,
          ...odd.body,
          headers: { ...odd.body.headers, token },
        });
        requests += 1;
        const where = `${endpoint.method} ${endpoint.url} with ${odd.label}`;
        if (response.statusCode >= 500 || (odd.expected === 400 && response.statusCode !== 400)) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (odd.expected === 400) refused += 1;
        expectWellFormed(endpoint, response);
      }
    }
    expect(failures).toEqual([]);
    // Nothing a broken upload or the random fuzz sent was kept as the shopper's photo.
    expect(readdirSync(uploadDir)).toEqual([]);
    const shopper = await suite.db
      .selectFrom('users')
      .select('profile_photo')
      .where('id', '=', shopperId)
      .executeTakeFirstOrThrow();
    expect(shopper.profile_photo).toBeNull();
    console.info(
      `Sent ${requests} odd-input requests to ${recorder.endpoints.length} endpoints; ${refused} refused with 400 as they must be.`,
    );
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
      .filter(
        (endpoint) => (endpoint.method === 'POST' || endpoint.method === 'PUT') && endpoint.schema.body === undefined,
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    // The photo is multipart (one part, no fields: the multipart limits refuse the rest); Stripe's webhook is
    // checked by its signature over the raw bytes.
    expect(bodiesWithoutSchema.sort()).toEqual([
      'POST /api/user/payments/stripe-webhook',
      'POST /api/user/profile/photo',
    ]);
  });

  it('bounds every number in every API schema (ids, limits, pages, amounts), so a huge one is a 400, not a database error', () => {
    const api = recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/'));
    const numbers = api.flatMap((endpoint) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        numbersIn(endpoint.schema[part], `${endpoint.method} ${endpoint.url} ${part}`),
      ),
    );
    // Ids in paths, limits in queries, quantities in bodies: if the walk stopped seeing them, it would check nothing.
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers.filter((number) => !number.bounded).map((number) => number.path)).toEqual([]);
  });

  it('refuses an unknown query parameter or body field on every API endpoint with 400', async () => {
    const api = recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/'));
    for (const endpoint of api) {
      const token = await sessionFor(endpoint);
      const path = fillPath(
        endpoint.url,
        Object.fromEntries(pathParameterNames(endpoint.url).map((name) => [name, VALID_PATH_VALUES[name] ?? '1'])),
      );
      const withQuery = await suite.app.inject({
        method: endpoint.method,
        url: `${path}?zz_unknown=1`,
        headers: { token },
        remoteAddress: clientFor(endpoint),
      });
      expect([`${endpoint.method} ${endpoint.url}`, withQuery.statusCode]).toEqual([
        `${endpoint.method} ${endpoint.url}`,
        400,
      ]);
      if (endpoint.schema.body === undefined) continue;
      const withField = await suite.app.inject({
        method: endpoint.method,
        url: path,
        headers: { token },
        payload: { zz_unknown: 1 },
        remoteAddress: clientFor(endpoint),
      });
      expect([`${endpoint.method} ${endpoint.url}`, withField.statusCode]).toEqual([
        `${endpoint.method} ${endpoint.url}`,
        400,
      ]);
    }
  });

  it('names the unknown query parameter it refuses', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/user/favorite?zz_unknown=1',
      headers: { token: await createSession(suite.db, shopperId) },
    });
    expect(response.json()).toEqual({ status: 400, message: "Unknown query parameter 'zz_unknown'." });
    const logout = await suite.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { token: 'x' },
      remoteAddress: newClient(),
    });
    expect(logout.json()).toEqual({ status: 400, message: "Unknown field 'token'." });
  });

  it('answers a body over the size limit with 413 in the envelope, on every endpoint that takes one', async () => {
    const token = await createSession(suite.db, shopperId);
    const oversized = JSON.stringify({ comment: 'x'.repeat(1_100_000) });
    const takesBodies = recorder.endpoints.filter(
      (endpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT',
    );
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
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/user/contact-us',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: newClient(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: expect.any(String) });
    }
    for (const query of [
      '__proto__[polluted]=yes',
      'constructor[prototype][polluted]=yes',
      '__proto__=yes',
      'prototype=yes',
    ]) {
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
