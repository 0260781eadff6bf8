// The API under load (autocannon, 50 connections, 10 s each): /health, /properties with random filter objects and
// /property/{id}, each also as a ratio of /health's requests per second.
import autocannon from 'autocannon';
import { randomSearchPath, seededRandom } from './filterQueries.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const FILTER_POOL = 5_000;
/** Plan ids of the seeded catalogue the detail page is asked for (the seed makes 10,000 plans). */
const PLAN_ID_POOL = 2_000;

/**
 * @param {string} url
 * @param {Partial<autocannon.Options>} options
 * @returns {Promise<autocannon.Result>}
 */
function run(url, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * Requests cycling through `paths`, one after another.
 * @param {string[]} paths
 * @returns {autocannon.Options['requests']}
 */
function cycling(paths) {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

/** @param {string} base @param {string[]} paths */
async function assertAccepted(base, paths) {
  // Every generated request must be one the API accepts, or the benchmark measures error answers.
  for (const sample of paths.slice(0, 20)) {
    const response = await fetch(`${base}${sample}`);
    if (!response.ok) throw new Error(`${sample} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * One endpoint under load.
 * @typedef {object} ApiRow
 * @property {string} endpoint
 * @property {number} reqPerSecond
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} errors connection errors, timeouts and answers other than 2xx
 * @property {number} vsHealth its requests per second as a ratio of /health's
 */

/**
 * @param {string} base the API's origin
 * @returns {Promise<{ connections: number, durationSeconds: number, rows: [ApiRow, ApiRow, ApiRow] }>} /health,
 *   /properties and /property/{id}
 */
export async function measureApi(base) {
  const random = seededRandom(20261122);
  const searchPaths = Array.from({ length: FILTER_POOL }, () => randomSearchPath(random));
  const detailPaths = Array.from(
    { length: PLAN_ID_POOL },
    () => `/api/user/property/${1 + Math.floor(random() * 10_000)}`,
  );
  await assertAccepted(base, searchPaths);
  await assertAccepted(base, detailPaths);

  const health = await run(`${base}/api/user/health`, {});
  const search = await run(base, { requests: cycling(searchPaths) });
  const detail = await run(base, { requests: cycling(detailPaths) });
  /**
   * @param {string} endpoint
   * @param {autocannon.Result} result
   * @returns {ApiRow}
   */
  const row = (endpoint, result) => ({
    endpoint,
    reqPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    vsHealth: Number((result.requests.average / health.requests.average).toFixed(3)),
  });
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rows: [
      row('GET /health', health),
      row('GET /properties (random filters)', search),
      row('GET /property/{id}', detail),
    ],
  };
}
