import type { Page } from '@playwright/test';
import { DEMO_SHOPPER } from '../fixtures/demoShopper';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/**
 * Issue 19, item 6: a second tab of the store stays signed in. The token stays in sessionStorage (the spec's
 * contract, kept per tab by the browser); a new tab asks an open one for it over a BroadcastChannel, and a logout
 * in one tab signs the others out.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const header = (page: Page) => page.getByRole('banner');
const storedToken = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('token'));

for (const viewport of VIEWPORTS) {
  test.describe(`a second tab (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('opens signed in, on a signed-in page, and a logout in either tab signs both out', async ({
      page,
      context,
      consoleErrors,
    }) => {
      await page.goto('/SignIn');
      const main = mainLandmark(page);
      await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_SHOPPER.email);
      await main.getByLabel('Password').fill(DEMO_SHOPPER.password);
      await main.getByRole('button', { name: 'Log In' }).click();
      await expect(header(page).getByRole('button', { name: 'logout' })).toBeVisible();
      const token = await storedToken(page);
      expect(token).not.toBeNull();

      // A page that needs a session, opened in a new tab: no detour to sign in, the shopper's own page.
      const second = await context.newPage();
      await second.goto('/myaccount');
      await expect(header(second).getByRole('button', { name: 'logout' })).toBeVisible();
      await expect(mainLandmark(second).getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await expect(second).toHaveURL(/\/myaccount$/);
      expect(await storedToken(second)).toBe(token);

      // A third tab on a public page: signed in too.
      const third = await context.newPage();
      await third.goto('/about-us');
      await expect(header(third).getByRole('button', { name: 'logout' })).toBeVisible();

      // Logout in the second tab: every tab is signed out, session storage and header alike.
      await header(second).getByRole('button', { name: 'logout' }).click();
      await second.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
      await expect(second).toHaveURL(/\/SignIn$/);
      // The toast saying so sits below the header: it covers none of its controls.
      const toastBox = await second.getByText('Logged out successfully!').boundingBox();
      // The store's header, not the closing dialog's own <header>.
      const headerBox = await header(second).first().boundingBox();
      expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
      for (const tab of [page, second, third]) {
        await expect(header(tab).getByRole('link', { name: 'Sign In' })).toBeVisible();
        expect(await storedToken(tab)).toBeNull();
      }

      // A tab opened now finds nobody signed in: after its short wait, a visitor is sent to sign in.
      const fourth = await context.newPage();
      await fourth.goto('/myaccount');
      await expect(fourth).toHaveURL(/\/SignIn\?redirect=/);
      await expect(header(fourth).getByRole('link', { name: 'Sign In' })).toBeVisible();

      // Signing in again in the first tab, then out there: the logout reaches the tabs opened since.
      await page.goto('/SignIn');
      await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_SHOPPER.email);
      await main.getByLabel('Password').fill(DEMO_SHOPPER.password);
      await main.getByRole('button', { name: 'Log In' }).click();
      await expect(header(page).getByRole('button', { name: 'logout' })).toBeVisible();
      const fifth = await context.newPage();
      await fifth.goto('/cart');
      await expect(mainLandmark(fifth).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      await expect(header(fifth).getByRole('button', { name: 'logout' })).toBeVisible();
      await header(page).getByRole('button', { name: 'logout' }).click();
      await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
      await expect(header(fifth).getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(await storedToken(fifth)).toBeNull();

      expect(consoleErrors).toEqual([]);
    });
  });
}
