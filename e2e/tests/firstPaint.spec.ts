import type { Locator, Page } from '@playwright/test';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// The shell page draws the top of the opened page before any script runs (api/src/static/firstPaint): it must sit
// exactly where the page will draw the same things, and give way to the page, or to its fallback, when they come.

const PHONE = { width: 412, height: 823 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 900 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A picture takes its own proportions once loaded: both sides are compared loaded. */
async function loaded(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => !(node instanceof HTMLImageElement) || (node.complete && node.naturalWidth > 0)),
    )
    .toBe(true);
}

/** The page as drawn by its HTML alone: every script request is held. */
async function boxBeforeScripts(page: Page, path: string, selector: string): Promise<Box> {
  await page.route(/\.js(\?|$)/, () => undefined);
  // Not 'domcontentloaded': it waits for the deferred scripts held here.
  await page.goto(path, { waitUntil: 'commit' });
  const drawn = page.locator(`#shell-skeleton .first-paint ${selector}`);
  await expect(drawn).toBeVisible();
  await loaded(drawn);
  const box = await drawn.boundingBox();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (!box) throw new Error(`${path}: the first paint has no ${selector}`);
  return box;
}

function expectSameBox(actual: Box | null, expected: Box, what: string) {
  expect(actual, what).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs((actual?.[key] ?? Number.NaN) - expected[key]), `${what}: ${key}`).toBeLessThanOrEqual(1);
  }
}

test.describe("the opened page's first paint", () => {
  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    test(`sits where the page draws the same heading and picture (${viewport.width}px)`, async ({ browser, page }) => {
      const planId = (await firstPlan(page))._id;
      const cases = [
        {
          path: '/home',
          selector: 'h1',
          real: (p: Page) => mainLandmark(p).getByRole('heading', { level: 1, name: 'Your Dream Home Awaits' }),
        },
        {
          path: '/propertyList',
          selector: 'h1',
          real: (p: Page) => mainLandmark(p).getByRole('heading', { level: 1, name: 'House Plans' }),
        },
        {
          path: `/property/${planId}`,
          selector: 'h1',
          real: (p: Page) => mainLandmark(p).getByRole('heading', { level: 1 }),
        },
        {
          path: `/property/${planId}`,
          selector: 'img',
          real: (p: Page) => mainLandmark(p).getByRole('img', { name: /^Main picture of/ }),
        },
      ];
      for (const { path, selector, real } of cases) {
        const context = await browser.newContext({ viewport });
        const before = await context.newPage();
        const drawn = await boxBeforeScripts(before, path, selector);
        const after = await context.newPage();
        await after.goto(path);
        await expect(real(after)).toBeVisible();
        await loaded(real(after));
        await expect(after.locator('#shell-skeleton'), `${path}: the first paint gives way to the page`).toBeHidden();
        expectSameBox(await real(after).boundingBox(), drawn, `${path} ${selector}`);
        await context.close();
      }
    });
  }

  test("is the largest thing a phone's first screen shows: nothing the scripts draw later outgrows it", async ({
    browser,
    page,
  }) => {
    const planId = (await firstPlan(page))._id;
    for (const path of ['/home', '/propertyList', `/property/${planId}`]) {
      const context = await browser.newContext({ viewport: PHONE });
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        const w = window as Window & { largestPaints?: string[] };
        w.largestPaints = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
            w.largestPaints?.push(
              entry.element?.closest('#shell-skeleton') ? 'first paint' : (entry.element?.tagName ?? 'removed'),
            );
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await tab.goto(path);
      await expect(tab.locator('#shell-skeleton')).toBeHidden();
      // Let anything else the page draws (pictures, lists) paint.
      await tab.waitForLoadState('networkidle');
      const paints = await tab.evaluate(() => (window as Window & { largestPaints?: string[] }).largestPaints ?? []);
      expect(paints.at(-1), `${path}: ${paints.join(', ')}`).toBe('first paint');
      await context.close();
    }
  });

  test("comes before the shell's code: its scripts are asked for once the page has painted, on a plan page once the picture is in", async ({
    page,
  }) => {
    const planId = (await firstPlan(page))._id;
    for (const path of ['/home', `/property/${planId}`]) {
      await page.goto(path);
      await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
      const timing = await page.evaluate(() => {
        const resources = performance
          .getEntriesByType('resource')
          .filter((entry) => entry instanceof PerformanceResourceTiming);
        const code = resources.filter((entry) => /\.(js|css)$|mf-manifest\.json$/.test(new URL(entry.name).pathname));
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          firstCodeRequest: Math.min(...code.map((entry) => entry.startTime)),
          pictureIn:
            resources.find((entry) => entry.initiatorType === 'img' && entry.name.includes('/images/plans/'))
              ?.responseEnd ?? Number.NaN,
        };
      });
      expect(timing.firstCodeRequest, `${path}: ${JSON.stringify(timing)}`).toBeGreaterThan(timing.paint);
      if (path !== '/home')
        expect(timing.firstCodeRequest, `${path}: ${JSON.stringify(timing)}`).toBeGreaterThanOrEqual(timing.pictureIn);
    }
  });

  test('is not waited for where the server drew nothing: the cart page asks for its code as soon as it is read', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as Window & { codeAskedAtRead?: boolean };
        w.codeAskedAtRead = document.head.querySelector('script[src*="/main."]') !== null;
      });
    });
    await page.goto('/home');
    await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as Window & { codeAskedAtRead?: boolean }).codeAskedAtRead),
      '/home waits for its paint',
    ).toBe(false);
    await page.goto('/cart');
    await expect(page.locator('#shell-skeleton .first-paint')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { codeAskedAtRead?: boolean }).codeAskedAtRead), '/cart').toBe(
      true,
    );
    await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('stays up while the remote loads, then gives way to its fallback if the remote fails', async ({
    page,
    store,
  }) => {
    const catalogOrigin = store.remoteUrls['catalog-remote']?.origin ?? 'missing';
    let releaseRemote: () => void = () => undefined;
    const remoteHeld = new Promise<void>((resolve) => {
      releaseRemote = resolve;
    });
    await page.route(`${catalogOrigin}/**`, async (route) => {
      await remoteHeld;
      await route.fulfill({ status: 500, body: 'down' });
    });
    await page.goto('/home');
    // The shell is up (its own header shows) but the page is not: the hero drawn by the server stays.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('#shell-skeleton .first-paint h1')).toBeVisible();
    await expect(page.locator('#shell-skeleton .top')).toBeHidden();
    releaseRemote();
    await expect(mainLandmark(page).getByText('Home is temporarily unavailable')).toBeVisible();
    await expect(page.locator('#shell-skeleton')).toBeHidden();
  });

  test('is not drawn for a page the server does not know, which shows the header only until the shell is up', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(mainLandmark(page)).toBeVisible();
    await expect(page.locator('#shell-skeleton .first-paint')).toHaveCount(0);
    await expect(page.locator('#shell-skeleton')).toBeHidden();
  });
});
