import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointRecorder, type Endpoint } from '../security/testing/endpointRecorder';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

const STRIPE_WEBHOOK = 'POST /api/user/payments/stripe-webhook';

/**
 * The answers that are not the JSON envelope, each for a reason: drawings are SVG, a plan's share picture is the
 * PNG link previews show, photos are images, the webhook answers Stripe in Stripe's terms, and a bought plan's files
 * are PDF or ZIP downloads (their refusals are the envelope).
 */
const NOT_ENVELOPE_ANSWERS = new Set([
  'GET /api/user/images/plans/:id/elevation.svg',
  'GET /api/user/images/plans/:id/photo',
  'GET /api/user/images/plans/:id/floor-:floor.svg',
  'GET /api/user/images/plans/:id/share.png',
  'GET /api/user/images/styles/:id.svg',
  'GET /api/user/images/blog/:id.svg',
  'GET /api/user/images/profile/:name',
  'GET /api/user/orders/:id/lines/:lineId/documents/:kind',
  'GET /api/user/downloads/:token/lines/:lineId/documents/:kind',
  STRIPE_WEBHOOK,
]);

/** Bodies that are not JSON: Stripe's signed raw body, and a photo sent as multipart form data. */
const NOT_JSON_BODIES = new Set([STRIPE_WEBHOOK, 'POST /api/user/profile/photo']);

const SOURCE_ROOT = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url}`;

describe('every route declares its contract once, as schemas', () => {
  test('no route states its body, query or answer type beside its schema', () => {
    const generic = /\bapp\.(get|post|put|patch|delete)</;
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((file) => generic.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });

  test('no API module writes a JSON schema by hand: the contracts declare them, with TypeBox', () => {
    const handWritten = /\btype: '(object|array|string|integer|number|boolean|null)'/;
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((file) => handWritten.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });

  // The routes are the same on either database: the first one shows them.
  const [firstDatabase] = TEST_DATABASES;
  if (!firstDatabase) throw new Error('TEST_DATABASES lists no database.');
  const [name, database] = firstDatabase;
  describe(`the routes the store registers (${name})`, () => {
    const recorder = endpointRecorder();
    const suite = appSuite(database, { buildApp: (db) => buildTestApp(db, { onRoute: recorder.onRoute }) });
    const apiEndpoints = () => {
      expect(suite.app).toBeDefined();
      return recorder.endpoints.filter((endpoint) => endpoint.url.startsWith('/api/'));
    };

    test('every JSON answer is serialised by a response schema, so a field not in it is never sent', () => {
      const unserialised = apiEndpoints()
        .filter((endpoint) => !NOT_ENVELOPE_ANSWERS.has(nameOf(endpoint)))
        .filter((endpoint) => {
          const response: unknown = endpoint.schema.response;
          return (
            typeof response !== 'object' || response === null || !Object.keys(response).some((code) => /^2/.test(code))
          );
        })
        .map(nameOf);
      expect(unserialised).toEqual([]);
    });

    test('every route validates its query, and every route that takes a body validates it', () => {
      const unchecked = apiEndpoints()
        .filter(
          (endpoint) =>
            (endpoint.schema.querystring === undefined && nameOf(endpoint) !== STRIPE_WEBHOOK) ||
            (['POST', 'PUT', 'PATCH'].includes(endpoint.method) &&
              endpoint.schema.body === undefined &&
              !NOT_JSON_BODIES.has(nameOf(endpoint))),
        )
        .map(nameOf);
      expect(unchecked).toEqual([]);
    });
  });
});
