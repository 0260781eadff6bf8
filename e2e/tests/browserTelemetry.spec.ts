import type { APIRequestContext } from '@playwright/test';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// What shoppers' browsers report to the API (POST /api/telemetry), as an operator reads it: GET /metrics, which
// answers this machine. A stopped remote's failure and fallback are counted under its name; a page's Web Vitals
// under its route. The store is shared by the worker's tests: each test compares the counts before and after.

/** The value of each sample of `metric` whose labels include `labels`, summed (0 when there is none). */
function sampleSum(metrics: string, metric: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of metrics.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== metric) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([name, value]) => found.get(name) === value)) sum += Number(match[3]);
  }
  return sum;
}

async function readMetrics(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/metrics');
  expect(answer.status(), 'GET /metrics from this machine').toBe(200);
  return answer.text();
}

const FAILURES = 'store_browser_remote_failures_total';

test.describe("the browser's telemetry", () => {
  test("a stopped remote's failure and fallback are counted for that remote in /metrics", async ({
    page,
    store,
    request,
  }) => {
    const before = await readMetrics(request);
    const labels = { remote: 'content', route: '/about-us' };
    const fallbacksBefore = sampleSum(before, FAILURES, { ...labels, kind: 'fallback-shown' });
    const causesBefore = sampleSum(before, FAILURES, { ...labels, kind: 'manifest-unavailable' });

    await store.stopRemote('content-remote');
    try {
      await page.goto('/about-us');
      await expect(mainLandmark(page).getByRole('heading', { name: /temporarily unavailable/ })).toBeVisible({
        timeout: 6_000,
      });

      // Sent a short while after the failure (or when the page is hidden), by the telemetry that starts after the
      // page: within seconds.
      await expect
        .poll(async () => sampleSum(await readMetrics(request), FAILURES, { ...labels, kind: 'fallback-shown' }), {
          timeout: 20_000,
        })
        .toBe(fallbacksBefore + 1);
      const after = await readMetrics(request);
      // Its manifest never came: the cause is named, and its version is not known.
      expect(sampleSum(after, FAILURES, { ...labels, kind: 'manifest-unavailable', version: 'unknown' })).toBe(
        causesBefore + 1,
      );
      // Only the stopped remote is named.
      for (const other of ['catalog', 'checkout', 'account', 'staff']) {
        expect(sampleSum(after, FAILURES, { remote: other }), other).toBe(
          sampleSum(before, FAILURES, { remote: other }),
        );
      }
    } finally {
      await store.startRemote('content-remote');
    }
  });

  test("a page's Web Vitals are counted under its route and its remote's version once the page is left", async ({
    page,
    request,
    store,
  }) => {
    const vitals = { name: 'TTFB', route: '/faq' };
    const before = await readMetrics(request);
    const countBefore = sampleSum(before, 'store_web_vitals_route_seconds_count', vitals);

    // The telemetry's own chunk, asked for once the page has started.
    const telemetryLoaded = page.waitForResponse((answer) => /\/page-telemetry\.[0-9a-f]+\.js$/.test(answer.url()));
    await page.goto('/faq');
    await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
    await (await telemetryLoaded).finished();
    // The chunk runs, then the browser is idle again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })));
    // Leaving the page hides it: the vitals go in one beacon.
    await page.goto('about:blank');

    await expect
      .poll(async () => sampleSum(await readMetrics(request), 'store_web_vitals_route_seconds_count', vitals), {
        timeout: 10_000,
      })
      .toBe(countBefore + 1);
    // The version the content remote's manifest gives, as the browser's loader read it.
    const manifest = await request.get(`${store.remoteUrls['content-remote']?.origin ?? 'missing'}/mf-manifest.json`);
    const version = /"buildVersion"\s*:\s*"([^"]+)"/.exec(await manifest.text())?.[1] ?? 'missing';
    const after = await readMetrics(request);
    expect(sampleSum(after, 'store_web_vitals_ratings_total', { name: 'TTFB', remote: 'content', version })).toBe(
      sampleSum(before, 'store_web_vitals_ratings_total', { name: 'TTFB', remote: 'content', version }) + 1,
    );
  });
});
