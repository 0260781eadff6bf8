import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Page, Route } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { OrderCreated } from 'contracts/src/checkout/order';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { DEMO_STAFF, signInDemoStaff } from '../fixtures/demoStaff';
import { E2E_ORDER_DELIVERY } from '../fixtures/orderDelivery';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body: ApiEnvelope<T> = await response.json();
  return body.data;
}

/** A new shopper who orders the first plan, cash on delivery: an order for the desk to show. */
async function orderByANewShopper(page: Page): Promise<{ email: string; orderId: string }> {
  const email = `desk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.houseplans.example`;
  const { token } = await data<{ token: string }>(
    await page.request.post('/api/user/signup', { data: { email, password: 'a shopper of the desk' } }),
  );
  const headers = { token };
  const plan = await firstPlan(page);
  const options = await data<PlanPurchaseOptions>(
    await page.request.get(`/api/user/plan-options?property_id=${plan._id}`),
  );
  const added = await data<AddToCartResult>(
    await page.request.post('/api/user/cart', {
      headers,
      data: { property_id: plan._id, plan_set: 1, foundation: options.foundations[0]?.code ?? 1, options: [] },
    }),
  );
  const placed = await data<OrderCreated>(
    await page.request.post('/api/user/order', {
      headers,
      data: { payment_mode: 1, cart_id: added.entry._id, ...E2E_ORDER_DELIVERY },
    }),
  );
  return { email, orderId: placed.order._id };
}

const header = (page: Page) => page.getByRole('banner');

/** Serious and critical WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the staff desk', () => {
  test('the demo staff member signs in on the sign-in page, opens the desk from the header and sees the orders', async ({
    page,
    consoleErrors,
  }) => {
    const { email, orderId } = await orderByANewShopper(page);

    await page.goto('/SignIn');
    const main = mainLandmark(page);
    await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_STAFF.email);
    await main.getByLabel('Password').fill(DEMO_STAFF.password);
    await main.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await header(page).getByRole('link', { name: 'Staff desk' }).click();
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const orders = main.getByRole('table', { name: 'Orders, newest first' });
    await expect(orders.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Search by the shopper's address, then open the order.
    await main.getByRole('searchbox', { name: 'Search' }).fill(email);
    await main.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/staff\/orders\?q=/);
    await expect(orders.getByRole('row')).toHaveCount(2);
    await orders.getByRole('link', { name: `Order #${orderId}` }).click();
    await expect(main.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Shopper' })).toContainText(email);
    await expect(main.getByRole('region', { name: 'Audit log' })).toContainText(
      'No staff member has changed this order.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("refuses a shopper's token on /api/staff/ with 403 and a visitor with 401; a shopper sees no desk", async ({
    page,
  }) => {
    const token = await signInDemoShopper(page);
    const asShopper = await page.request.get('/api/staff/orders', { headers: { token } });
    expect(asShopper.status()).toBe(403);
    expect(await asShopper.json()).toEqual({ status: 403, message: "Only the store's staff can do this." });
    expect((await page.request.get('/api/staff/orders')).status()).toBe(401);

    const profileRead = page.waitForResponse((response) => response.url().endsWith('/api/user/profile'));
    await page.goto('/home');
    await profileRead;
    await expect(header(page).getByRole('button', { name: 'logout' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Staff desk' })).toHaveCount(0);

    await page.goto('/staff/orders');
    await expect(mainLandmark(page).getByRole('alert')).toContainText("This page is for the store's staff.");
  });

  test('a staff remote that fails leaves the store working; Retry brings the desk back', async ({ page, store }) => {
    const origin = store.remoteUrls['staff-remote']?.origin;
    if (!origin) throw new Error('The store has no staff-remote');
    await signInDemoStaff(page);
    const failing = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    await page.route(`${origin}/**`, failing);

    await page.goto('/staff/orders', { waitUntil: 'commit' });
    const main = mainLandmark(page);
    const fallback = main.getByRole('heading', { level: 1, name: 'Staff Desk: Orders is temporarily unavailable' });
    await expect(fallback).toBeVisible({ timeout: 6_000 });
    await page.getByRole('contentinfo').locator('a[href="/about-us"]').first().click();
    await expect(main.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();

    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 6_000 });
    await page.unroute(`${origin}/**`, failing);
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});
