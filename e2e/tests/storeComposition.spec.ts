import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanListPage } from 'contracts/src/catalog/plan';
import { ROUTE_TABLE } from 'shell/src/routes/routeTable';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

async function firstPlan(page: Page) {
  const response = await page.request.get('/api/user/properties?limit=1');
  expect(response.ok()).toBe(true);
  const body: ApiEnvelope<PlanListPage> = await response.json();
  const plan = body.data.data[0];
  if (!plan) throw new Error('The seeded catalogue is empty');
  return plan;
}

test.describe('the store composed at runtime', () => {
  test('serves /home through the catalogue remote, inside the shell', async ({ page, store, consoleErrors }) => {
    const catalogOrigin = store.remoteUrls['catalog-remote']?.origin ?? 'missing';
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(catalogOrigin)) remoteRequests.push(request.url());
    });

    await page.goto('/home');

    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Your Dream Home Awaits' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 — Copyright');
    expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js') || url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('opens a plan detail page, also through the footer plan-number search', async ({ page, consoleErrors }) => {
    const plan = await firstPlan(page);

    await page.goto(`/property/${plan._id}`);
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(mainLandmark(page)).toContainText(`#${plan.plan_number}`);

    await page.goto('/about-us');
    await page.getByPlaceholder('Search by plan #').fill(plan.plan_number ?? '');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/property/${plan._id}$`));
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('renders every route of the spec inside the shell with no console error', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const plan = await firstPlan(page);
    for (const route of ROUTE_TABLE) {
      const path = route.path.replace(':id', plan._id);
      await page.goto(path);
      const heading = mainLandmark(page).getByRole('heading', { level: 1 });
      await expect(heading, `${path} shows its heading`).toBeVisible();
      await expect(heading, `${path} shows its heading`).not.toHaveText('');
      await expect(page.getByText(/temporarily unavailable/), `${path} loads its remote`).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('a remote that goes down', () => {
  test('shows a fallback with Retry for its routes while the rest of the store works, and recovers', async ({ page, store }) => {
    await store.stopRemote('catalog-remote');
    try {
      await page.goto('/home');
      const fallback = mainLandmark(page).getByRole('heading', { name: /temporarily unavailable/ });
      await expect(fallback).toBeVisible({ timeout: 6_000 });
      await expect(mainLandmark(page).getByRole('button', { name: 'Retry' })).toBeVisible();

      // The header still works, and so does another remote.
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).first().click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

      await page.goBack();
      await expect(fallback).toBeVisible({ timeout: 6_000 });
    } finally {
      await store.startRemote('catalog-remote');
    }
    await mainLandmark(page).getByRole('button', { name: 'Retry' }).click();
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Your Dream Home Awaits' })).toBeVisible();
  });
});
