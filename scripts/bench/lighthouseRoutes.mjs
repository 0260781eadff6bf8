// Lighthouse (mobile defaults: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown) on each route, three
// runs each; every figure is the median of its three (byte counts and requests, from the run with the median score).
import lighthouse from 'lighthouse';
import { freshTab } from './browser.mjs';
import { scriptBytesByGroup } from './scriptBytes.mjs';
import { median, medianRun } from './statistics.mjs';

export const RUNS_PER_ROUTE = 3;
/** A run Lighthouse itself could not complete (a trace without navigation start, on a busy machine) is repeated. */
const ATTEMPTS_PER_RUN = 3;

/** Requests the browser had started before the first contentful paint (observed, unthrottled timeline). */
function requestsBeforeFcp(lhr) {
  const network = lhr.audits['network-requests'].details;
  const metrics = lhr.audits.metrics.details.items[0];
  const startMs = network.debugData.networkStartTimeTs / 1000;
  const fcpMs = metrics.observedFirstContentfulPaintTs / 1000;
  return network.items.filter(
    (item) => item.networkRequestTime !== undefined && startMs + item.networkRequestTime < fcpMs,
  ).length;
}

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
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(`${origin}${route.path}`).pathname)
      throw new Error(`Lighthouse on ${route.path} ended on ${landed}`);
    await saveReport(lhr);
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      js: await scriptBytesByGroup(lhr.audits['network-requests'].details.items, origin, shellDistDir),
      requestsBeforeFcp: requestsBeforeFcp(lhr),
      // Lighthouse 13 names the LCP element in its LCP breakdown insight.
      lcpElement:
        lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ?? null,
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
 * @param {{ browser: import('puppeteer-core').Browser, port: number, origin: string, shellDistDir: string, routes: Array<{ name: string, path: string, signedIn?: boolean }>, token: string, log: (line: string) => void, saveReport?: (route: object, run: number, lhr: object) => Promise<void> }} options
 */
export async function measureRoutes({
  browser,
  port,
  origin,
  shellDistDir,
  routes,
  token,
  log,
  saveReport = async () => undefined,
}) {
  const measured = [];
  for (const route of routes) {
    const runs = [];
    try {
      for (let run = 0; run < RUNS_PER_ROUTE; run++) {
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
    log(
      `  ${route.name}: performance ${runs.map((r) => r.performance).join('/')}, LCP ${runs.map((r) => r.lcpMs).join('/')} ms`,
    );
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
