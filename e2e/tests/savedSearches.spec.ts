import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanListPage } from 'contracts/src/catalog/plan';
import type { RecentlyViewedEntry } from 'contracts/src/saved-searches/recentlyViewed';
import { awaitMail } from '../fixtures/devOutbox';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const PASSWORD = 'SavedSearch2026!';
const RECENT_STORAGE_KEY = 'recently-viewed-plans';

/** A new shopper per test: the store's database lives for the whole worker. */
async function newShopper(page: Page, label: string): Promise<{ email: string; token: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@houseplans.example`;
  const response = await page.request.post('/api/user/signup', { data: { email, password: PASSWORD } });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
  const body: ApiEnvelope<{ token: string }> = await response.json();
  return { email, token: body.data.token };
}

/** Hands every page of the context the shopper's session, as the sign-in page would. */
async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
}

for (const viewport of VIEWPORTS) {
  test.describe(`saved searches and recently viewed (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('saves the list’s filters, finds them in My Account, gets the alert mail and unsubscribes in one click', async ({
      page,
      consoleErrors,
    }) => {
      const shopper = await newShopper(page, `saver-${viewport.name}`);
      await useSession(page, shopper.token);
      const name = `Three bedrooms ${viewport.name}`;

      await page.goto('/propertyList?bedrooms=3&pagination=1');
      const main = mainLandmark(page);
      await main.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save search' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('checkbox', { name: /E-mail me when new plans match/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Search saved')).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto('/myaccount?tab=searches');
      const saved = mainLandmark(page).getByRole('article', { name });
      await expect(saved).toBeVisible();
      await expect(saved.getByText('No new plans since you last opened it')).toBeVisible();
      await expect(saved.getByRole('checkbox', { name: 'E-mail me new matches (daily at most)' })).toBeChecked();

      // The store cannot add plans: the development trigger runs the daily job with every plan counted as new.
      const run = await page.request.post('/api/dev/saved-search-alerts', {
        data: { new_since: '2000-01-01T00:00:00Z' },
      });
      expect(run.ok()).toBe(true);
      const [mail] = await awaitMail(page.request, shopper.email, `New plans for your saved search '${name}'`);
      expect(mail?.text).toMatch(/\d+ new plans match your saved search/);
      expect(mail?.text).toContain('/propertyList?bedrooms=3');
      expect(mail?.text).not.toContain(shopper.token);
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = new URL(mail?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');
      expect(mail?.text).toContain(unsubscribe.toString());
      // At most one a day: a second run sends nothing more.
      await page.request.post('/api/dev/saved-search-alerts', { data: { new_since: '2000-01-01T00:00:00Z' } });

      // Opening the link changes nothing; the mail client's one-click POST (RFC 8058) switches the alert off.
      const link = `${unsubscribe.pathname}${unsubscribe.search}`;
      const confirmation = await page.request.get(link);
      expect(confirmation.status()).toBe(200);
      expect(await confirmation.text()).toContain('Stop these e-mails?');
      const oneClick = await page.request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(oneClick.status()).toBe(200);
      expect(await oneClick.text()).toContain('Unsubscribed');

      await page.reload();
      const after = mainLandmark(page).getByRole('article', { name });
      await expect(after.getByRole('checkbox', { name: 'E-mail me new matches (daily at most)' })).not.toBeChecked();
      const mails = await awaitMail(page.request, shopper.email, `New plans for your saved search '${name}'`);
      expect(mails).toHaveLength(1);

      await after.getByRole('button', { name: `Open ${name}` }).click();
      await expect(page).toHaveURL(/\/propertyList\?bedrooms=3$/);
      expect(consoleErrors).toEqual([]);
    });

    test('keeps a visitor’s recently viewed plans in the browser and merges them at sign-in', async ({
      page,
      consoleErrors,
    }) => {
      const shopper = await newShopper(page, `viewer-${viewport.name}`);
      const list = await page.request.get('/api/user/properties?limit=2&sort_by=1');
      const plans = ((await list.json()) as ApiEnvelope<PlanListPage>).data.data;
      expect(plans).toHaveLength(2);

      for (const plan of plans) {
        await page.goto(`/property/${plan._id}`);
        await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
        // Recorded once the page is the browser's (the server's render records nothing).
        await expect
          .poll(() => page.evaluate((key) => window.localStorage.getItem(key), RECENT_STORAGE_KEY))
          .toContain(`"property_id":${plan._id}`);
      }

      await page.goto('/SignIn');
      const main = mainLandmark(page);
      await main.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
      await main.getByLabel('Password').fill(PASSWORD);
      await main.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/home$/);

      await page.goto('/myaccount?tab=recent');
      await expect(mainLandmark(page).getByRole('tab', { name: 'Recently viewed' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const recent = mainLandmark(page).getByRole('region', { name: 'Recently viewed' });
      // Newest first: the plan seen last leads.
      await expect(recent.getByRole('article')).toHaveCount(2);
      await expect(recent.getByRole('article').first()).toHaveAccessibleName(plans[1]?.name ?? '');
      await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), RECENT_STORAGE_KEY)).toBeNull();

      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
      const server = await page.request.get('/api/user/recently-viewed', { headers: { token: token ?? '' } });
      const entries = ((await server.json()) as ApiEnvelope<RecentlyViewedEntry[]>).data;
      expect(entries.map((entry) => entry.property_id._id)).toEqual([plans[1]?._id, plans[0]?._id]);

      // The home page shows them too.
      await page.goto('/home');
      const home = mainLandmark(page).getByRole('region', { name: 'Recently viewed' });
      // Below the hero: its sections load as they come near, so the shopper scrolls down to them (on a phone the
      // footer is long: the page's very end is too far past them).
      await expect(async () => {
        await page.mouse.wheel(0, 500);
        await expect(home).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(home.getByRole('article', { name: plans[0]?.name ?? '' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}
