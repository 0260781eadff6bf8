import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Page, Route } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { AddToCartResult } from 'contracts/src/checkout/cart';
import type { OrderCreated } from 'contracts/src/checkout/order';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
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

/** A new shopper's order of the first plan: its set (PLAN_SETS code) and payment mode (1 cash on delivery, 2 card). */
async function orderOfANewShopper(
  page: Page,
  { label, planSet, paymentMode }: { label: string; planSet: number; paymentMode: 1 | 2 },
): Promise<{ email: string; token: string; placed: OrderCreated }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.houseplans.example`;
  const { token } = await data<{ token: string }>(
    await page.request.post('/api/user/signup', { data: { email, password: `a shopper of the ${label} test` } }),
  );
  const headers = { token };
  const plan = await firstPlan(page);
  const options = await data<PlanPurchaseOptions>(
    await page.request.get(`/api/user/plan-options?property_id=${plan._id}`),
  );
  const added = await data<AddToCartResult>(
    await page.request.post('/api/user/cart', {
      headers,
      data: { property_id: plan._id, plan_set: planSet, foundation: options.foundations[0]?.code ?? 1, options: [] },
    }),
  );
  const placed = await data<OrderCreated>(
    await page.request.post('/api/user/order', {
      headers,
      data: { payment_mode: paymentMode, cart_id: added.entry._id, ...E2E_ORDER_DELIVERY },
    }),
  );
  return { email, token, placed };
}

/** A new shopper who orders the first plan, cash on delivery: an order for the desk to show. */
async function orderByANewShopper(page: Page): Promise<{ email: string; orderId: string }> {
  const { email, placed } = await orderOfANewShopper(page, { label: 'desk', planSet: 1, paymentMode: 1 });
  return { email, orderId: placed.order._id };
}

/** A new shopper who orders the first plan as Five Printed Sets and pays with the test card. */
async function printedSetsPaidByANewShopper(page: Page): Promise<{ email: string; token: string; orderId: string }> {
  const { email, token, placed } = await orderOfANewShopper(page, { label: 'printed', planSet: 2, paymentMode: 2 });
  if (placed.payment?.provider !== 'test') throw new Error('The e2e store pays with the local test provider');
  const card = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
  await data(
    await page.request.post('/api/user/pay-test-card', {
      headers: { token },
      data: { intent_id: placed.payment.intent_id, ...card },
    }),
  );
  return { email, token, orderId: placed.order._id };
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

  test('staff send a paid order of printed sets to print and ship it; the shopper is mailed and sees Shipped in My Orders', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const shopper = await printedSetsPaidByANewShopper(page);
    const id = shopper.orderId;
    await signInDemoStaff(page);
    await page.goto(`/staff/orders/${id}`);
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Ship to' })).toContainText('1200 NW Pine Street');
    const actions = main.getByRole('region', { name: 'Actions' });

    await actions.getByRole('button', { name: 'Mark printing' }).click();
    const toPrint = page.getByRole('dialog', { name: `Mark order #${id} as printing?` });
    await toPrint.getByRole('button', { name: 'Mark printing' }).click();
    await expect(toPrint).toBeHidden();

    const ship = actions.getByRole('form', { name: 'Ship the printed sets' });
    await ship.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'UPS' });
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('1Z 999 AA1 01 2345 6784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    const toShip = page.getByRole('dialog', { name: `Mark order #${id} as shipped?` });
    await expect(toShip).toContainText('Shipped with UPS, tracking number 1Z999AA10123456784.');
    await toShip.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toShip).toBeHidden();

    const summary = main.getByRole('region', { name: 'Summary' });
    await expect(summary.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      'Shipped',
    );
    const log = main.getByRole('region', { name: 'Audit log' });
    await expect(log.getByRole('row', { name: /Marked printing/ })).toContainText(DEMO_STAFF.email);
    await expect(log.getByRole('row', { name: /Marked shipped/ })).toContainText('status: Printing → Shipped');
    await expect(actions.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // One mail tells the shopper the carrier and the number.
    const outbox = await data<OutboxMessage[]>(
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`),
    );
    const shippedMails = outbox.filter((mail) => mail.subject === `Your printed sets for order ${id} have shipped`);
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]?.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');

    // The shopper, in a browser of their own, sees the order shipped in My Orders.
    const shoppersBrowser = await browser.newContext();
    try {
      const shoppersPage = await shoppersBrowser.newPage();
      await shoppersPage.addInitScript((value) => window.sessionStorage.setItem('token', value), shopper.token);
      await shoppersPage.goto('/myaccount?tab=orders');
      const steps = mainLandmark(shoppersPage).getByRole('list', { name: `Printed sets of order ${id}` });
      await expect(steps.locator('[aria-current="step"]')).toContainText('Shipped');
      await expect(steps.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
        'href',
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
    } finally {
      await shoppersBrowser.close();
    }
    expect(consoleErrors).toEqual([]);
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
