// `npm run bench`: the API's search throughput and latency next to its trivial endpoint, on one server.
// Builds the API, starts it on a spare port with a throw-away data dir (seeded like a first start), then drives
// GET /api/user/properties with random filter objects and GET /api/user/health at 50 connections for 10 s each.
// Prints a table and writes .bench/api.json. A benchmark, not a test: it never fails the build.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = 10;
const FILTER_POOL = 5_000;

/** A deterministic generator, so two runs ask the same questions. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Code ranges of contracts' tables (codes from 1): list filters and their sizes.
const LISTS = {
  plan_type: 4, style: 48, no_of_vehicles: 5, garage_type: 6, garage_location: 4, bed_bath_options: 9,
  kitchen_dinning: 4, laundry_location: 5, additional_rooms: 18, outdoor_features: 5, foundation: 16,
  special_features: 7, exterior_walls: 8, collections: 28, lot_features: 5,
};
const COUNTS = { bedrooms: 5, bathrooms: 4, floors: 3 };
const RANGES = [['min_sq_ft', 500, 4000], ['max_sq_ft', 1500, 8000], ['min_footprint_width', 15, 70], ['max_footprint_depth', 30, 120]];
const KEYWORDS = ['cottage', 'farm', 'garage', 'ranch', 'hp-1', 'modern'];

/** A random filter object in the wire encoding: one to five filters, a sort and sometimes a later page. */
function randomQuery(random) {
  const pick = (n) => 1 + Math.floor(random() * n);
  const params = new URLSearchParams();
  const keys = Object.keys(LISTS);
  const filterCount = pick(5);
  for (let i = 0; i < filterCount; i++) {
    const kind = random();
    if (kind < 0.6) {
      const key = keys[Math.floor(random() * keys.length)];
      const codes = new Set(Array.from({ length: pick(3) }, () => pick(LISTS[key])));
      params.set(key, `[${[...codes].sort((a, b) => a - b).join(',')}]`);
    } else if (kind < 0.8) {
      const key = Object.keys(COUNTS)[Math.floor(random() * 3)];
      params.set(key, String(pick(COUNTS[key])));
    } else if (kind < 0.95) {
      const [key, min, max] = RANGES[Math.floor(random() * RANGES.length)];
      params.set(key, String(min + Math.floor(random() * (max - min))));
    } else {
      params.set('keyword', KEYWORDS[Math.floor(random() * KEYWORDS.length)]);
    }
  }
  params.set('sort_by', String(pick(7)));
  if (random() < 0.2) params.set('pagination', String(pick(3)));
  return `/api/user/properties?${params}`;
}

function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${base}/api/user/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: it is seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not answer /health in time');
}

function run(name, url, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name, result }),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  console.log('Building the API…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'api'), stdio: 'ignore' });
  const dataParent = mkdtempSync(path.join(tmpdir(), 'store-bench-'));
  const port = await sparePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataParent, 'db'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => process.stdout.write(`  api: ${chunk}`));
  try {
    console.log(`Starting the API on port ${port} with a fresh database (seeding takes a while)…`);
    await waitForHealth(base, child);

    const random = seededRandom(20261122);
    const paths = Array.from({ length: FILTER_POOL }, () => randomQuery(random));
    // Every random query must be one the API accepts, or the benchmark measures error answers.
    for (const sample of paths.slice(0, 20)) {
      const response = await fetch(`${base}${sample}`);
      if (!response.ok) throw new Error(`${sample} answered ${response.status}: ${await response.text()}`);
    }
    let next = 0;
    const health = await run('GET /health', `${base}/api/user/health`, {});
    const search = await run('GET /properties (random filters)', base, {
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    });

    const rows = [health, search].map(({ name, result }) => ({
      endpoint: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      'vs /health': Number((result.requests.average / health.result.requests.average).toFixed(3)),
    }));
    console.table(rows);
    const searchRow = rows[1];
    const goalMet = searchRow['vs /health'] >= 0.2 && searchRow['p99 ms'] < 20;
    console.log(`Goal (search at least 1/5 of /health's req/s and p99 under 20 ms): ${goalMet ? 'met' : 'NOT met'}`);
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    writeFileSync(
      path.join(root, '.bench', 'api.json'),
      `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, rows, goalMet }, null, 2)}\n`,
    );
    console.log('Wrote .bench/api.json');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataParent, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
