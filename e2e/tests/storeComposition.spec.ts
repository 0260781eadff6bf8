import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { BlogPostSummary } from 'contracts/src/content/blog';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

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
    expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js') || url.endsWith('/mf-manifest.json'))).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('opens a plan detail page, also through the footer plan-number search', async ({ page, consoleErrors }) => {
    const plan = await firstPlan(page);

    await page.goto(`/property/${plan._id}`);
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(mainLandmark(page)).toContainText(`#${plan.plan_number}`);

    await page.goto('/about-us');
    // The search loads as the shopper scrolls near the footer.
    await page.getByPlaceholder('Search by plan #').scrollIntoViewIfNeeded();
    await page.getByPlaceholder('Search by plan #').fill(plan.plan_number ?? '');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/property/${plan._id}$`));
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('renders every route of the spec inside the shell with no console error', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const plan = await firstPlan(page);
    // A blog post is named in the query: without one the page is a 404, which the browser logs as an error.
    const posts: ApiEnvelope<BlogPostSummary[]> = await (await page.request.get('/api/user/blogs')).json();
    const post = posts.data[0];
    if (!post) throw new Error('The seeded blog is empty');
    for (const route of ROUTE_TABLE) {
      const path = route.path === '/blogdetails' ? `/blogdetails?id=${post.id}` : route.path.replace(':id', plan._id);
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

/** For each remote, a public route it serves, and a route of another remote to show the rest still works. */
const REMOTE_OUTAGES = [
  { app: 'catalog-remote', route: '/home', recoveredHeading: 'Your Dream Home Awaits', elsewhere: '/about-us' },
  {
    app: 'account-remote',
    route: '/SignIn',
    recoveredHeading: 'Login or Register to Enjoy These Great Benefits',
    elsewhere: '/home',
  },
  { app: 'content-remote', route: '/about-us', recoveredHeading: 'Our Story', elsewhere: '/home' },
] as const;

test.describe('a remote that goes down', () => {
  for (const outage of REMOTE_OUTAGES) {
    test(`${outage.app}: its routes show a fallback with Retry, the rest of the store works, and Retry recovers`, async ({
      page,
      store,
    }) => {
      await store.stopRemote(outage.app);
      const fallback = mainLandmark(page).getByRole('heading', { name: /temporarily unavailable/ });
      try {
        await page.goto(outage.route);
        await expect(fallback).toBeVisible({ timeout: 6_000 });
        await expect(mainLandmark(page).getByRole('button', { name: 'Retry' })).toBeVisible();

        // The header and footer still work, and so does another remote, reached through a footer link.
        await expect(page.getByRole('contentinfo')).toContainText('© 2025 — Copyright');
        await page.getByRole('contentinfo').locator(`a[href="${outage.elsewhere}"]`).first().click();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${outage.elsewhere}$`));
        await expect(mainLandmark(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(fallback).toHaveCount(0);

        await page.goBack();
        await expect(fallback).toBeVisible({ timeout: 6_000 });
      } finally {
        await store.startRemote(outage.app);
      }
      await mainLandmark(page).getByRole('button', { name: 'Retry' }).click();
      await expect(mainLandmark(page).getByRole('heading', { level: 1, name: outage.recoveredHeading })).toBeVisible();
    });
  }

  test('checkout-remote: a plan page still shows the plan while its cart fragment is down', async ({ page, store }) => {
    const plan = await firstPlan(page);
    await store.stopRemote('checkout-remote');
    try {
      await page.goto(`/property/${plan._id}`);
      await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      await store.startRemote('checkout-remote');
    }
  });
});
