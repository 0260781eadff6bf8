import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { BlogPostSummary } from 'contracts/src/content/blog';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { signInDemoStaff } from '../fixtures/demoStaff';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/**
 * Issue 19, item 6: the axe scan of every page fails on any serious or critical violation, colour contrast
 * included, on a phone and on a desktop. One URL per page module of the route table (its aliases and the
 * prefiltered lists render the same page): the visitor's pages, the signed-in shopper's (account, favourites, cart,
 * checkout), and the staff desk as the demo staff member.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical WCAG 2.2 A/AA violations on the page as it is now, one line each, named by `where`. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 6)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`,
          )
          .join(', ')}`,
    );
}

/** The page once it has settled: its heading up, its own loading state gone, no request under way. */
async function settled(page: Page, path: string): Promise<void> {
  await expect(mainLandmark(page).getByRole('heading', { level: 1 }), `${path} shows its heading`).toBeVisible();
  await expect(page.locator('[data-page-loading]'), `${path} has loaded`).toHaveCount(0);
  // What the first screen reads has arrived (sections further down load as they near the screen: not waited for).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Transitions (a toast, a fading image) end before the colours are read.
  await page.waitForTimeout(300);
}

/** One route per page module, in the table's order. */
function onePerPage(routes: readonly ShellRoute[]): ShellRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const page = `${route.remote}${route.module}`;
    if (seen.has(page)) return false;
    seen.add(page);
    return true;
  });
}

async function concreteUrl(page: Page): Promise<(route: ShellRoute) => string> {
  const plan = await firstPlan(page);
  const posts: ApiEnvelope<BlogPostSummary[]> = await (await page.request.get('/api/user/blogs')).json();
  const post = posts.data[0];
  if (!post) throw new Error('The seeded blog is empty');
  return (route) => {
    if (route.path === '/blogdetails') return `/blogdetails?id=${post.id}`;
    return route.path.replace(':id', route.remote === 'catalog' ? plan._id : '1');
  };
}

const isStaffPage = (route: ShellRoute) => route.remote === 'staff';

for (const viewport of VIEWPORTS) {
  test.describe(`axe scan (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("every visitor's page", async ({ page }) => {
      test.setTimeout(300_000);
      const urlOf = await concreteUrl(page);
      const found: string[] = [];
      for (const route of onePerPage(ROUTE_TABLE.filter((route) => !route.requiresSession))) {
        const path = urlOf(route);
        await page.goto(path);
        await settled(page, path);
        found.push(...(await seriousViolations(page, path)));
      }
      // The header's menu, open (on a phone it is a panel of its own).
      await page.goto('/home');
      await settled(page, '/home');
      const menuToggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      if (await menuToggle.isVisible()) {
        await menuToggle.click();
        found.push(...(await seriousViolations(page, '/home with the menu open')));
      }
      expect(found).toEqual([]);
    });

    test("every signed-in shopper's page", async ({ page }) => {
      test.setTimeout(300_000);
      await signInDemoShopper(page);
      const urlOf = await concreteUrl(page);
      const found: string[] = [];
      const shopperPages = ROUTE_TABLE.filter((route) => route.requiresSession && !isStaffPage(route));
      // A plan and the home page signed in too: the header and the buy box change with a session.
      for (const route of [
        ...onePerPage(shopperPages),
        ...ROUTE_TABLE.filter((route) => route.path === '/property/:id'),
      ]) {
        const path = urlOf(route);
        await page.goto(path);
        await settled(page, path);
        found.push(...(await seriousViolations(page, path)));
      }
      // The logout dialog.
      await page.getByRole('banner').getByRole('button', { name: 'logout' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Logout' })).toBeVisible();
      found.push(...(await seriousViolations(page, 'the Confirm Logout dialog')));
      expect(found).toEqual([]);
    });

    test('the staff desk, signed in as staff', async ({ page }) => {
      test.setTimeout(120_000);
      // Its sign-in is the store's own sign-in page, scanned with the visitor's pages.
      await signInDemoStaff(page);
      const found: string[] = [];
      await page.goto('/staff/orders');
      await settled(page, '/staff/orders');
      found.push(...(await seriousViolations(page, '/staff/orders')));
      const firstOrder = mainLandmark(page).locator('a[href^="/staff/orders/"]').first();
      if ((await firstOrder.count()) > 0) {
        await firstOrder.click();
        await settled(page, 'a staff order');
        found.push(...(await seriousViolations(page, page.url())));
      }
      expect(found).toEqual([]);
    });
  });
}
