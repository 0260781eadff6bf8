// Lighthouse (mobile defaults: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown) on each route, three
// runs each (or as many as asked) after one unmeasured visit; every figure is the median of its runs (byte counts and
// requests, from the run with the median score).
import lighthouse from 'lighthouse';
import { freshTab } from './browser.mjs';
import { scriptBytesByGroup } from './scriptBytes.mjs';
import { median, medianRun } from './statistics.mjs';

export const RUNS_PER_ROUTE = 3;
/** A run Lighthouse itself could not complete (a trace without navigation start, on a busy machine) is repeated. */
const ATTEMPTS_PER_RUN = 3;

/** @typedef {import('lighthouse').Result} LighthouseReport */
/** @typedef {{ name: string, path: string, signedIn?: boolean }} Route */
/** @typedef {(route: Route, run: number, lhr: LighthouseReport) => Promise<void>} ReportSaver */

/**
 * One Lighthouse run on a route.
 * @typedef {object} RunMeasure
 * @property {number} performance score out of 100
 * @property {number} accessibility score out of 100
 * @property {number} lcpMs
 * @property {number} fcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {import('./scriptBytes.mjs').ScriptKb} js
 * @property {number} requestsBeforeFcp
 * @property {string | null} lcpElement
 * @property {string[]} failedAudits
 */

/**
 * A route as measured: the run with the median score, with every timing and score the median of all runs
 * (undefined where no run had one).
 * @typedef {Omit<RunMeasure, 'performance' | 'accessibility' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls'> & {
 *   route: string,
 *   path: string,
 *   performance: number | undefined,
 *   accessibility: number | undefined,
 *   lcpMs: number | undefined,
 *   fcpMs: number | undefined,
 *   tbtMs: number | undefined,
 *   cls: number | undefined,
 *   runs: Array<Pick<RunMeasure, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>>,
 * }} MeasuredRoute
 */
/** A route Lighthouse could not measure. @typedef {{ route: string, path: string, error: string }} UnmeasuredRoute */
/** @typedef {MeasuredRoute | UnmeasuredRoute} RouteResult */

/**
 * Lighthouse's network-requests table.
 * @param {LighthouseReport} lhr
 */
function networkRequests(lhr) {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse reported no network-requests table');
  return details;
}

/**
 * Requests the browser had started before the first contentful paint (observed, unthrottled timeline).
 * @param {LighthouseReport} lhr
 */
function requestsBeforeFcp(lhr) {
  const network = networkRequests(lhr);
  const metrics = lhr.audits.metrics?.details;
  if (network.debugData === undefined || metrics?.type !== 'debugdata')
    throw new Error('Lighthouse reported no network start time or no metrics');
  // Lighthouse types its debug data as any; these are the two timestamps (microseconds) it holds.
  /** @type {number | undefined} */
  const networkStartTs = network.debugData.networkStartTimeTs;
  /** @type {number | undefined} */
  const fcpTs = metrics.items[0].observedFirstContentfulPaintTs;
  const startMs = (networkStartTs ?? NaN) / 1000;
  const fcpMs = (fcpTs ?? NaN) / 1000;
  return network.items.filter(
    (item) => typeof item.networkRequestTime === 'number' && startMs + item.networkRequestTime < fcpMs,
  ).length;
}

/**
 * The element Lighthouse 13 names in its LCP breakdown insight, if any.
 * @param {LighthouseReport} lhr
 */
function lcpElement(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return null;
  return details.items.find((item) => item.type === 'node')?.nodeLabel ?? null;
}

/**
 * What one run needs.
 * @typedef {object} RunOptions
 * @property {import('puppeteer-core').Browser} browser
 * @property {number} port Chromium's debugging port
 * @property {string} origin
 * @property {string} shellDistDir
 * @property {Route} route
 * @property {string | null} token the demo shopper's session, for a signed-in route
 * @property {(line: string) => void} log
 * @property {(lhr: LighthouseReport) => Promise<void>} saveReport
 */

/**
 * @param {RunOptions} options
 * @returns {Promise<RunMeasure>}
 */
async function oneRun(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneAttempt(options);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      options.log(`  ${options.route.name}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

/**
 * @param {RunOptions} options
 * @returns {Promise<RunMeasure>}
 */
async function oneAttempt({ browser, port, origin, shellDistDir, route, token, saveReport }) {
  const page = await freshTab(browser, origin, token);
  try {
    const result = await lighthouse(
      `${origin}${route.path}`,
      // Storage is reset by freshTab (cache and storage cleared, a new tab), keeping the shopper's session.
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse on ${route.path} gave no result`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(`${origin}${route.path}`).pathname)
      throw new Error(`Lighthouse on ${route.path} ended on ${landed}`);
    await saveReport(lhr);
    /** @param {string} id */
    const audit = (id) => {
      const found = lhr.audits[id];
      if (!found) throw new Error(`Lighthouse on ${route.path} has no ${id} audit`);
      return found.numericValue ?? NaN;
    };
    /** A category's score out of 100 (0 for one Lighthouse could not score). @param {string} id */
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      js: await scriptBytesByGroup(
        networkRequests(lhr).items.map((item) => ({
          url: String(item.url),
          resourceType: typeof item.resourceType === 'string' ? item.resourceType : undefined,
          transferSize: typeof item.transferSize === 'number' ? item.transferSize : undefined,
        })),
        origin,
        shellDistDir,
      ),
      requestsBeforeFcp: requestsBeforeFcp(lhr),
      lcpElement: lcpElement(lhr),
      failedAudits: Object.values(lhr.audits)
        .filter(
          (item) =>
            item.score !== null &&
            item.score < 0.9 &&
            item.scoreDisplayMode !== 'informative' &&
            item.scoreDisplayMode !== 'notApplicable',
        )
        .map((item) => item.id),
    };
  } finally {
    await page.close();
  }
}

/**
 * One visit of a route, not measured. A shopper meets a warm store: the server's caches (rendered pages, pictures
 * drawn once and kept) are filled by the first visitor after a deploy; without this the first run of each route
 * measured that visitor (the store is started afresh for the bench) and its pictures came 20-70 ms later.
 * @param {{ browser: import('puppeteer-core').Browser, origin: string, route: Route, token: string | null }} options
 */
async function warmUp({ browser, origin, route, token }) {
  const page = await freshTab(browser, origin, token);
  try {
    await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle0', timeout: 30_000 });
  } finally {
    await page.close();
  }
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, port: number, origin: string, shellDistDir: string, routes: Route[], runsPerRoute?: number, token: string, log: (line: string) => void, saveReport?: ReportSaver }} options
 * @returns {Promise<RouteResult[]>}
 */
export async function measureRoutes({
  browser,
  port,
  origin,
  shellDistDir,
  routes,
  runsPerRoute = RUNS_PER_ROUTE,
  token,
  log,
  saveReport = async () => undefined,
}) {
  /** @type {RouteResult[]} */
  const measured = [];
  for (const route of routes) {
    /** @type {RunMeasure[]} */
    const runs = [];
    try {
      await warmUp({ browser, origin, route, token: route.signedIn ? token : null });
      for (let run = 0; run < runsPerRoute; run++) {
        runs.push(
          await oneRun({
            browser,
            port,
            origin,
            shellDistDir,
            route,
            token: route.signedIn ? token : null,
            log,
            saveReport: (lhr) => saveReport(route, run, lhr),
          }),
        );
      }
    } catch (error) {
      // One route Lighthouse cannot measure must not cost the other figures.
      log(`  ${route.name}: not measured (${error instanceof Error ? error.message : error})`);
      measured.push({
        route: route.name,
        path: route.path,
        error: String(error instanceof Error ? error.message : error),
      });
      continue;
    }
    const chosen = medianRun(runs, 'performance');
    if (chosen === undefined) throw new Error(`${route.name}: no Lighthouse run to report`);
    log(
      `  ${route.name}: performance ${runs.map((r) => r.performance).join('/')}, LCP ${runs.map((r) => r.lcpMs).join('/')} ms, TBT ${runs.map((r) => r.tbtMs).join('/')} ms`,
    );
    /** @param {'performance' | 'accessibility' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls'} key */
    const middle = (key) => median(runs.map((item) => item[key]));
    measured.push({
      route: route.name,
      path: route.path,
      ...chosen,
      performance: middle('performance'),
      accessibility: middle('accessibility'),
      lcpMs: middle('lcpMs'),
      fcpMs: middle('fcpMs'),
      tbtMs: middle('tbtMs'),
      cls: middle('cls'),
      runs: runs.map(({ performance, lcpMs, tbtMs, cls }) => ({ performance, lcpMs, tbtMs, cls })),
    });
  }
  return measured;
}
