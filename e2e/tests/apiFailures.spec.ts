import type { Page, Route } from '@playwright/test';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// The API down while the shell and the remotes are up (the shell's host answers, /api/user/... does not): every
// page that shows the API's data says so with a message and a Retry, never a blank page or an unhandled
// rejection, and the shopper's next action (Retry) works once the API is back.

interface ApiOutage {
  name: string;
  answer(route: Route): Promise<void>;
}

const API_OUTAGES: readonly ApiOutage[] = [
  // What the browser sees when the API's process is gone: nothing listens on the port.
  { name: 'refuses connections', answer: (route) => route.abort('connectionrefused') },
  // A gateway in front of an API that is down.
  {
    name: 'answers 503',
    answer: (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<html><body>503 Service Unavailable</body></html>',
      }),
  },
];

interface DataPage {
  name: string;
  path: (planId: string) => string;
  signedIn?: boolean;
  /** Checks what only the API's data shows, once it is back. */
  expectLoaded: (page: Page) => Promise<void>;
  /** How the page is reached in the browser when the server renders it with its data (a link's click). */
  reachedBy?: (page: Page) => Promise<void>;
}

const DATA_PAGES: readonly DataPage[] = [
  {
    name: 'home lists',
    path: () => '/home',
    expectLoaded: (page) => expect(mainLandmark(page).getByRole('article').first()).toBeVisible(),
  },
  {
    name: 'plan list',
    path: () => '/propertylist',
    // The server renders the list with its plans: in the browser, the list is read when reached by a link.
    reachedBy: (page) => page.getByRole('banner').getByRole('link', { name: 'Search' }).click(),
    expectLoaded: (page) => expect(mainLandmark(page).getByText(/^[\d,]+ plans match$/)).toBeVisible(),
  },
  {
    name: 'plan detail',
    path: (planId) => `/property/${planId}`,
    expectLoaded: (page) => expect(mainLandmark(page).getByRole('button', { name: 'Add To Cart' })).toBeVisible(),
  },
  {
    name: 'cart',
    path: () => '/cart',
    signedIn: true,
    expectLoaded: (page) => expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible(),
  },
  {
    name: 'My Account',
    path: () => '/myaccount',
    signedIn: true,
    expectLoaded: (page) =>
      expect(mainLandmark(page).getByRole('textbox', { name: 'Email' })).toHaveValue('demo@houseplans.example'),
  },
  {
    name: 'FAQ',
    path: () => '/faq',
    reachedBy: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click(),
    expectLoaded: (page) => expect(mainLandmark(page).getByRole('button', { expanded: false }).first()).toBeVisible(),
  },
];

test.describe('the API down while the store is up', () => {
  for (const dataPage of DATA_PAGES) {
    for (const outage of API_OUTAGES) {
      test(`${dataPage.name}: the API ${outage.name}: an error with a message and Retry, which works once it is back`, async ({
        page,
        consoleErrors,
      }) => {
        const planId = (await firstPlan(page))._id;
        if (dataPage.signedIn) await signInDemoShopper(page);
        const unhandled: string[] = [];
        page.on('pageerror', (error) => unhandled.push(error.message));
        if (dataPage.reachedBy) {
          // A page the server renders with its data reads it in the browser only when reached by a link.
          await page.goto('/about-us');
          await page.waitForLoadState('networkidle');
          await page.route('**/api/user/**', outage.answer);
          await dataPage.reachedBy(page);
        } else {
          await page.route('**/api/user/**', outage.answer);
          await page.goto(dataPage.path(planId));
        }
        const main = mainLandmark(page);
        const failure = main.getByRole('alert').first();
        await expect(failure).toBeVisible();
        await expect(failure).not.toHaveText('');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('© 2025 — Copyright');

        // Every part that failed offers its own Retry (the home page's lists each have one).
        const retries = main.getByRole('button', { name: 'Retry' });
        await expect(retries.first()).toBeVisible();

        await page.unroute('**/api/user/**', outage.answer);
        // One Retry may try several parts again (My Account's photo and profile): click until none is left.
        for (let left = await retries.count(); left > 0; left = await retries.count()) {
          await retries.first().click();
          await expect(retries).not.toHaveCount(left);
        }
        await dataPage.expectLoaded(page);
        await expect(main.getByRole('alert')).toHaveCount(0);

        expect(unhandled).toEqual([]);
        expect(consoleErrors.filter((line) => line.startsWith('Uncaught'))).toEqual([]);
      });
    }
  }
});
