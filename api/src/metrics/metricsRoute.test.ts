import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { startPgBossQueue, type JobQueue } from '../jobs/jobQueue';
import type { DatabaseHandle } from '../db/openDatabase';
import { writeShellBuild } from '../testing/fakeShellBuild';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { openMigratedDatabase, PGLITE_TEST_DATABASE, TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { METRICS_REFUSED_MESSAGE } from './metricsPlugin';

const LOOPBACK = '127.0.0.1';
const ELSEWHERE = '203.0.113.9';

/**
 * An app of the whole store on a fresh PGlite database (migrated, unless `migrated` is false: every query then
 * fails, as with a broken database), for the describe block it is called in.
 */
function storeApp(options: Partial<AppOptions> = {}, migrated = true): () => FastifyInstance {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    handle = migrated ? await openMigratedDatabase(PGLITE_TEST_DATABASE) : await PGLITE_TEST_DATABASE.open();
    app = await buildApp({ db: handle.db, shellDistDir: null, remotes: TEST_REMOTES, mail: TEST_MAIL, ...options });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return () => {
    if (!app) throw new Error('The app is not built yet');
    return app;
  };
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: LOOPBACK });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of the one sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  const app = storeApp({
    metrics: { instanceId: 'api-test-1' },
    telemetry: { rateLimit: { max: 1, timeWindow: '1 minute' } },
  });

  it('answers in the Prometheus text format, every series labelled with the instance', async () => {
    await app().inject({ method: 'GET', url: '/api/user/health' });
    const response = await app().inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE store_http_requests_total counter');
    expect(response.body).toContain('# TYPE store_http_request_duration_seconds histogram');
    const samples = response.body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(samples.length).toBeGreaterThan(0);
    for (const line of samples) expect(line).toContain('api_instance="api-test-1"');
  });

  it('counts requests and their latency by route pattern, never by the address asked for', async () => {
    for (const id of [101, 202, 303]) await app().inject({ method: 'GET', url: `/api/user/property/${id}` });
    await app().inject({ method: 'GET', url: '/api/user/health' });
    // Pages (rendered by the shell from the not-found handler) by the route table's pattern; anything else as one.
    await app().inject({ method: 'GET', url: '/property/123' });
    await app().inject({ method: 'GET', url: '/property/456' });
    await app().inject({ method: 'GET', url: '/no/such/page/9f8e7d' });
    const text = await scrape(app());
    const route = '/api/user/property/:id';
    expect(sample(text, 'store_http_requests_total', { method: 'GET', route, status: '404' })).toBe(3);
    expect(sample(text, 'store_http_request_duration_seconds_count', { method: 'GET', route })).toBe(3);
    expect(sample(text, 'store_http_request_duration_seconds_bucket', { route, le: '+Inf' })).toBe(3);
    expect(sample(text, 'store_http_requests_total', { route: '/api/user/health', status: '200' })).toBe(2);
    expect(sample(text, 'store_http_requests_total', { route: '/property/:id' })).toBe(2);
    expect(sample(text, 'store_http_requests_total', { route: '(unmatched)' })).toBe(1);
    // In no label (a sample's value, a latency, may hold the digits by chance).
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((match) => match[1]);
    for (const raw of ['101', '/property/123', '9f8e7d']) {
      expect(labelValues.filter((value) => value?.includes(raw))).toEqual([]);
    }
  });

  it('counts a rate limit’s refusals (429) by route', async () => {
    const report = JSON.stringify({ route: '/', version: '0.1.0', vitals: { TTFB: { value: 80, rating: 'good' } } });
    const send = () =>
      app().inject({
        method: 'POST',
        url: '/api/telemetry',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: report,
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
    const text = await scrape(app());
    expect(sample(text, 'store_http_rate_limited_total', { method: 'POST', route: '/api/telemetry' })).toBe(1);
    expect(sample(text, 'store_http_requests_total', { route: '/api/telemetry', status: '429' })).toBe(1);
  });

  it('answers only this machine: anyone else, or anyone a proxy forwarded, gets 403 in the error envelope', async () => {
    const elsewhere = await app().inject({ method: 'GET', url: '/metrics', remoteAddress: ELSEWHERE });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ status: 403, message: METRICS_REFUSED_MESSAGE });
    // A load balancer on this machine connects from loopback for every visitor: its forwarding header says so.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const forwarded = await app().inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: LOOPBACK,
        headers: { [header]: ELSEWHERE },
      });
      expect([header, forwarded.statusCode]).toEqual([header, 403]);
    }
    expect((await app().inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    // Without METRICS_TOKEN, a bearer token opens nothing.
    const guessed = await app().inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: 'Bearer anything' },
    });
    expect(guessed.statusCode).toBe(403);
  });

  it('shows the gauges others register, and leaves out one whose reading fails, without failing the scrape', async () => {
    let depth = 3;
    app().metrics.registerGauge({
      name: 'store_test_cache_entries',
      help: 'A reading by label set.',
      labelNames: ['cache'],
      read: async () => [
        { labels: { cache: 'pages' }, value: depth },
        { labels: { cache: 'totals' }, value: 1 },
      ],
    });
    app().metrics.registerGauge({
      name: 'store_test_broken',
      help: 'A reading that always fails.',
      read: () => Promise.reject(new Error('the database is down')),
    });
    let text = await scrape(app());
    expect(sample(text, 'store_test_cache_entries', { cache: 'pages' })).toBe(3);
    expect(sample(text, 'store_test_cache_entries', { cache: 'totals' })).toBe(1);
    expect(text).not.toMatch(/^store_test_broken/m);
    depth = 0;
    text = await scrape(app());
    expect(sample(text, 'store_test_cache_entries', { cache: 'pages' })).toBe(0);
  });

  it('shows no job waiting when jobs run at once (no database job queue)', async () => {
    const text = await scrape(app());
    expect(text).toContain('# TYPE store_job_queue_depth gauge');
    expect(text).not.toMatch(/^store_job_queue_depth\{/m);
  });
});

describe.each(TEST_DATABASES)('GET /metrics with the job queue on %s', (_name, database) => {
  let handle: DatabaseHandle | undefined;
  let jobs: JobQueue | undefined;
  let app: FastifyInstance | undefined;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    handle = await openMigratedDatabase(database);
    jobs = await startPgBossQueue(handle.pool, { pollingIntervalSeconds: 0.5, onError: () => undefined });
    app = await buildApp({ db: handle.db, shellDistDir: null, remotes: TEST_REMOTES, mail: TEST_MAIL, jobs });
  });
  afterAll(async () => {
    release();
    await app?.close();
    await jobs?.stop();
    await handle?.close();
  });

  it('shows the depth of every queue by state: waiting, waiting to be tried again, running', async () => {
    if (!app || !jobs) throw new Error('the app is not built');
    const store = app;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    // One worker taking one job at a time, held: one job runs, the others wait.
    await jobs.work('metrics-test-held', { retryLimit: 0, retryDelaySeconds: 1 }, async () => {
      started += 1;
      await held;
    });
    for (let n = 0; n < 3; n++) await jobs.send('metrics-test-held', { n });
    await waitFor(() => started === 1, { timeoutMs: 20_000, what: 'the first job to start' });

    const text = await scrape(store);
    expect(sample(text, 'store_job_queue_depth', { queue: 'metrics-test-held', state: 'created' })).toBe(2);
    expect(sample(text, 'store_job_queue_depth', { queue: 'metrics-test-held', state: 'active' })).toBe(1);
    expect(sample(text, 'store_job_queue_depth', { queue: 'metrics-test-held', state: 'retry' })).toBe(0);
    // The store's own queues are there, idle.
    expect(sample(text, 'store_job_queue_depth', { queue: 'order-receipt', state: 'created' })).toBe(0);
    expect(sample(text, 'store_job_queue_depth', { queue: 'clean-up', state: 'active' })).toBe(0);

    release();
    await waitFor(
      async () =>
        sample(await scrape(store), 'store_job_queue_depth', { queue: 'metrics-test-held', state: 'created' }) === 0,
      { timeoutMs: 20_000, what: 'the held jobs to run' },
    );
  });
});

describe('GET /metrics with METRICS_TOKEN, the database pool, and a database without its tables', () => {
  const pool = { totalCount: 4, idleCount: 1, waitingCount: 2 };
  const app = storeApp({ metrics: { token: 'scrape-secret-7c1b', databasePool: pool } }, false);

  it('answers a bearer of the token from anywhere, and refuses a wrong token even from this machine', async () => {
    const bearer = await app().inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: 'Bearer scrape-secret-7c1b', 'x-forwarded-for': ELSEWHERE },
    });
    expect(bearer.statusCode).toBe(200);
    for (const remoteAddress of [ELSEWHERE, LOOPBACK]) {
      const wrong = await app().inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { authorization: 'Bearer scrape-secret-7c1' },
      });
      expect(wrong.statusCode).toBe(403);
    }
    expect((await app().inject({ method: 'GET', url: '/metrics', remoteAddress: ELSEWHERE })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/metrics', remoteAddress: LOOPBACK })).statusCode).toBe(200);
  });

  it('shows the pool’s connections and the queries waiting for one, read at each scrape', async () => {
    let text = await scrape(app());
    expect(sample(text, 'store_db_pool_connections', { state: 'total' })).toBe(4);
    expect(sample(text, 'store_db_pool_connections', { state: 'idle' })).toBe(1);
    expect(sample(text, 'store_db_pool_waiting_requests', {})).toBe(2);
    pool.waitingCount = 0;
    text = await scrape(app());
    expect(sample(text, 'store_db_pool_waiting_requests', {})).toBe(0);
    // Unset, the instance is this process: its host name and pid.
    expect(text).toContain(`api_instance="${os.hostname()}-${process.pid}"`);
  });

  it('counts server errors by route', async () => {
    for (const id of [1, 2]) {
      const failed = await app().inject({ method: 'GET', url: `/api/user/property/${id}` });
      expect(failed.statusCode).toBe(500);
    }
    const text = await scrape(app());
    const labels = { method: 'GET', route: '/api/user/property/:id', status: '500' };
    expect(sample(text, 'store_http_request_errors_total', labels)).toBe(2);
    expect(sample(text, 'store_http_requests_total', labels)).toBe(2);
  });
});

describe('GET /metrics while the shell is hosted', () => {
  let distDir = '';
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'metrics-shell-'));
    writeShellBuild(distDir, {
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    });
    handle = await PGLITE_TEST_DATABASE.open();
    app = await buildApp({ db: handle.db, shellDistDir: distDir, remotes: TEST_REMOTES, mail: TEST_MAIL });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('is the metrics, not a page, and a page is counted by its route pattern', async () => {
    if (!app) throw new Error('The app is not built yet');
    const page = await app.inject({ method: 'GET', url: '/property/77' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: LOOPBACK });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(sample(metrics.body, 'store_http_requests_total', { route: '/property/:id', status: '200' })).toBe(1);
    const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: ELSEWHERE });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});
