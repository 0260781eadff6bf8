import type { Page, Route } from '@playwright/test';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// Every way a deployed remote can fail short of being switched off (storeComposition.spec.ts covers a stopped
// server): its origin answers 500, answers nothing at all, or serves a remoteEntry.js that does not work. The
// failures are made in the browser (page.route on the remote's origin) and taken away again (unroute) for Retry.

interface FailureMode {
  name: string;
  /** Makes the remote's origin fail in this way for the page; the returned function makes it healthy again. */
  breakRemote(page: Page, origin: string): Promise<() => Promise<void>>;
}

const BROKEN_SYNTAX = 'var broken = {;\n';
const THROWING_ENTRY = 'throw new Error("remoteEntry.js of a broken deployment");\n';

async function routeOrigin(page: Page, origin: string, handler: (route: Route) => Promise<void> | void) {
  const pattern = `${origin}/**`;
  await page.route(pattern, handler);
  return async () => {
    // Requests left hanging stay so; the next attempt makes new ones, which reach the remote again.
    await page.unroute(pattern, handler);
  };
}

function servesBrokenEntry(body: string) {
  return (page: Page, origin: string) =>
    routeOrigin(page, origin, async (route) => {
      if (new URL(route.request().url()).pathname === '/remoteEntry.js') {
        await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body });
      } else {
        await route.fallback();
      }
    });
}

const FAILURE_MODES: readonly FailureMode[] = [
  {
    name: 'answers 500 for every file',
    breakRemote: (page, origin) =>
      routeOrigin(page, origin, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      ),
  },
  {
    name: "answers 500 for the page's chunks (manifest and remoteEntry.js fine)",
    breakRemote: (page, origin) =>
      routeOrigin(page, origin, async (route) => {
        const file = new URL(route.request().url()).pathname;
        if (file === '/mf-manifest.json' || file === '/remoteEntry.js') await route.fallback();
        else await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      }),
  },
  {
    name: 'hangs (accepts every request and never answers)',
    breakRemote: (page, origin) =>
      routeOrigin(page, origin, () => {
        // Never fulfilled, aborted or continued: the browser waits for an answer that does not come.
      }),
  },
  { name: 'serves a remoteEntry.js that is not valid JavaScript', breakRemote: servesBrokenEntry(BROKEN_SYNTAX) },
  { name: 'serves a remoteEntry.js that throws', breakRemote: servesBrokenEntry(THROWING_ENTRY) },
];

interface RemoteUnderTest {
  app: 'catalog-remote' | 'checkout-remote' | 'account-remote' | 'content-remote';
  /** One route the remote serves, and its heading once the remote is back. */
  route: string;
  heading: string;
  /** A footer link to another remote's page: the rest of the store keeps working. */
  elsewhere: string;
  signedIn?: boolean;
}

const REMOTES: readonly RemoteUnderTest[] = [
  { app: 'catalog-remote', route: '/home', heading: 'Your Dream Home Awaits', elsewhere: '/about-us' },
  { app: 'checkout-remote', route: '/cart', heading: 'Cart', elsewhere: '/home', signedIn: true },
  {
    app: 'account-remote',
    route: '/SignIn',
    heading: 'Login or Register to Enjoy These Great Benefits',
    elsewhere: '/home',
  },
  { app: 'content-remote', route: '/about-us', heading: 'Our Story', elsewhere: '/home' },
];

/** The store's promise: the fallback with Retry within 6 s of asking for the page. */
const FALLBACK_WITHIN_MS = 6_000;

test.describe('a remote that fails while its server is up', () => {
  for (const remote of REMOTES) {
    for (const mode of FAILURE_MODES) {
      test(`${remote.app} ${mode.name}: fallback with Retry, the rest of the store works, Retry recovers`, async ({
        page,
        store,
      }) => {
        const origin = store.remoteUrls[remote.app]?.origin;
        if (!origin) throw new Error(`The store has no ${remote.app}`);
        if (remote.signedIn) await signInDemoShopper(page);
        const repair = await mode.breakRemote(page, origin);
        const main = mainLandmark(page);
        const fallback = main.getByRole('heading', { level: 1, name: /temporarily unavailable/ });

        await page.goto(remote.route, { waitUntil: 'commit' });
        await expect(fallback).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
        await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();

        // The header and footer still work, and so does another remote, reached through a footer link.
        await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
        await page.getByRole('contentinfo').locator(`a[href="${remote.elsewhere}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${remote.elsewhere}$`));
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(fallback).toHaveCount(0);

        await page.goBack();
        await expect(fallback).toBeVisible({ timeout: FALLBACK_WITHIN_MS });

        await repair();
        await main.getByRole('button', { name: 'Retry' }).click();
        await expect(main.getByRole('heading', { level: 1, name: remote.heading, exact: true })).toBeVisible();
      });
    }
  }
});
