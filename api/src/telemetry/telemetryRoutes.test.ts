import type { FastifyInstance } from 'fastify';
import type { TelemetryReport } from 'contracts/src/telemetry/telemetry';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { openMigratedDatabase, PGLITE_TEST_DATABASE } from '../testing/testDatabases';
import { EMPTY_REPORT_MESSAGE, NOT_JSON_MESSAGE } from './telemetryRoutes';

const GOOD_REPORT: TelemetryReport = {
  route: '/property/:id',
  version: '0.1.0',
  vitals: {
    LCP: { value: 2310.5, rating: 'good' },
    INP: { value: 560, rating: 'poor' },
    CLS: { value: 0.12, rating: 'needs-improvement' },
  },
  failures: [
    { remote: 'checkout', version: 'unknown', kind: 'manifest-unavailable' },
    { remote: 'checkout', version: 'unknown', kind: 'fallback-shown' },
  ],
};

let clients = 0;
/** Each request from an address of its own, so that the rate limit (tested on its own) stays out of the way. */
function newClient(): string {
  clients += 1;
  return `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

describe('POST /api/telemetry', () => {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    handle = await openMigratedDatabase(PGLITE_TEST_DATABASE);
    app = await buildApp({
      db: handle.db,
      shellDistDir: null,
      remotes: TEST_REMOTES,
      mail: TEST_MAIL,
      telemetry: { rateLimit: { max: 3, timeWindow: '1 minute' } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  function store(): FastifyInstance {
    if (!app) throw new Error('The app is not built yet');
    return app;
  }

  function send(payload: unknown, contentType = 'application/json', remoteAddress = newClient()) {
    return store().inject({
      method: 'POST',
      url: '/api/telemetry',
      remoteAddress,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  /** The telemetry series of /metrics (samples only, without the instance label). */
  async function telemetrySamples(): Promise<string[]> {
    const response = await store().inject({ method: 'GET', url: '/metrics' });
    return response.body
      .split('\n')
      .filter((line) => /^store_(browser|web_vitals)/.test(line))
      .map((line) => line.replace(/,?api_instance="[^"]*"/, '').replace('{,', '{'));
  }

  it('refuses bad reports with 400 and a message naming the problem, and counts none of them', async () => {
    const cases: Array<[unknown, RegExp | string]> = [
      [
        { ...GOOD_REPORT, failures: [{ remote: 'billing', version: '1', kind: 'load-error' }] },
        /'failures\.0\.remote'/,
      ],
      [{ ...GOOD_REPORT, route: '/property/123' }, /'route' must be equal to one of the allowed values/],
      [{ ...GOOD_REPORT, version: 'v 1"}' }, /'version' must match pattern/],
      [{ ...GOOD_REPORT, version: 'x'.repeat(41) }, /'version' must match pattern/],
      [{ ...GOOD_REPORT, vitals: { LCP: { value: -1, rating: 'good' } } }, /'vitals\.LCP\.value' must be >= 0/],
      [{ ...GOOD_REPORT, vitals: { CLS: { value: 101, rating: 'good' } } }, /'vitals\.CLS\.value' must be <= 100/],
      [{ ...GOOD_REPORT, vitals: { FID: { value: 10, rating: 'good' } } }, "Unknown field 'vitals.FID'."],
      [{ ...GOOD_REPORT, vitals: { TTFB: { value: 10, rating: 'great' } } }, /'vitals\.TTFB\.rating'/],
      [{ ...GOOD_REPORT, failures: [{ remote: 'catalog', version: '1', kind: 'exploded' }] }, /'failures\.0\.kind'/],
      [{ ...GOOD_REPORT, failures: Array(11).fill(GOOD_REPORT.failures?.[0]) }, /must NOT have more than 10 items/],
      [{ ...GOOD_REPORT, page: '/x' }, "Unknown field 'page'."],
      [{ route: '/', version: '0.1.0' }, EMPTY_REPORT_MESSAGE],
      [{ route: '/', version: '0.1.0', vitals: {} }, /'vitals' must NOT have fewer than 1 properties/],
      [{ version: '0.1.0', vitals: GOOD_REPORT.vitals }, "The field 'route' is required."],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json()).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    // sendBeacon's text/plain, read as JSON deliberately: not JSON, or a poisoning key, is refused as such.
    expect((await send('LCP=2310', 'text/plain;charset=UTF-8')).json()).toEqual({
      status: 400,
      message: NOT_JSON_MESSAGE,
    });
    const poisoned = await send('{"__proto__":{"polluted":1},"route":"/","version":"1"}', 'text/plain;charset=UTF-8');
    expect(poisoned.json()).toEqual({ status: 400, message: "The key '__proto__' is not allowed in a report." });
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
    expect((await send('', 'text/plain;charset=UTF-8')).statusCode).toBe(400);
    // Other body types are not reports.
    expect((await send('route=/', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect(await telemetrySamples()).toEqual([]);
  });

  it('refuses a body over 8 KB with 413', async () => {
    const response = await send({ ...GOOD_REPORT, version: 'x'.repeat(9000) }, 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: expect.any(String) });
  });

  it('answers 204 to a report sent by sendBeacon (text/plain) or as JSON, and counts it by remote, version and route', async () => {
    const beacon = await send(JSON.stringify(GOOD_REPORT), 'text/plain;charset=UTF-8');
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    expect((await send(GOOD_REPORT)).statusCode).toBe(204);
    const samples = await telemetrySamples();
    expect(samples).toEqual(
      expect.arrayContaining([
        'store_browser_remote_failures_total{remote="checkout",version="unknown",kind="manifest-unavailable",route="/property/:id"} 2',
        'store_browser_remote_failures_total{remote="checkout",version="unknown",kind="fallback-shown",route="/property/:id"} 2',
        // The page's remote is the route table's: /property/:id is the catalogue's.
        'store_web_vitals_seconds_count{name="LCP",remote="catalog",version="0.1.0"} 2',
        'store_web_vitals_seconds_sum{name="LCP",remote="catalog",version="0.1.0"} 4.621',
        'store_web_vitals_seconds_bucket{le="2.5",name="LCP",remote="catalog",version="0.1.0"} 2',
        'store_web_vitals_seconds_bucket{le="0.5",name="INP",remote="catalog",version="0.1.0"} 0',
        'store_web_vitals_cls_bucket{le="0.15",remote="catalog",version="0.1.0"} 2',
        'store_web_vitals_ratings_total{name="INP",rating="poor",remote="catalog",version="0.1.0"} 2',
        'store_web_vitals_ratings_total{name="CLS",rating="needs-improvement",remote="catalog",version="0.1.0"} 2',
        'store_web_vitals_route_seconds_count{name="LCP",route="/property/:id"} 2',
        'store_web_vitals_route_cls_count{route="/property/:id"} 2',
      ]),
    );
    // The not-found page is the shell's.
    expect(
      (await send({ route: '*', version: '0.1.0', vitals: { FCP: { value: 900, rating: 'good' } } })).statusCode,
    ).toBe(204);
    expect(await telemetrySamples()).toContain(
      'store_web_vitals_seconds_count{name="FCP",remote="shell",version="0.1.0"} 1',
    );
  });

  it('keeps a few versions per remote: a new one pushes the least recently reported one out of /metrics', async () => {
    const failure = (version: string) => ({
      route: '/cart',
      version: '0.1.0',
      failures: [{ remote: 'content', version, kind: 'load-timeout' }],
    });
    for (let build = 1; build <= 9; build += 1) expect((await send(failure(`build-${build}`))).statusCode).toBe(204);
    const versions = (await telemetrySamples())
      .filter((line) => line.includes('remote="content"'))
      .map((line) => /version="([^"]+)"/.exec(line)?.[1]);
    expect(versions).toHaveLength(8);
    expect(versions).not.toContain('build-1');
    expect(versions).toContain('build-9');
  });

  it('limits each client address (429 in the envelope, counted nowhere)', async () => {
    const client = newClient();
    const report = { route: '/', version: '2.0.0', vitals: { TTFB: { value: 120, rating: 'good' } } };
    for (let sent = 0; sent < 3; sent += 1)
      expect((await send(report, 'application/json', client)).statusCode).toBe(204);
    const refused = await send(report, 'application/json', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: expect.any(String) });
    expect(await telemetrySamples()).toContain(
      'store_web_vitals_seconds_count{name="TTFB",remote="catalog",version="2.0.0"} 3',
    );
  });
});
