import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { EMPTY_KEYWORD_MESSAGE } from 'contracts/src/catalog/keywordSearch';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/** Issue 19, item 1 "Finding plans": the keyword box, the chips, on a phone and on a desktop. */

async function search(page: Page, filters: PlanFilters): Promise<PlanSearchPage> {
  const query = new URLSearchParams(encodeFilters(filters)).toString();
  const response = await page.request.get(`/api/user/properties?${query}`);
  expect(response.ok(), `HTTP ${response.status()}`).toBe(true);
  return ((await response.json()) as ApiEnvelope<PlanSearchPage>).data;
}

const total = (page: Page) => mainLandmark(page).getByText(/^[\d,]+ plans match$/);
const keywordBox = (page: Page) => mainLandmark(page).getByRole('searchbox', { name: 'Search plans' });
const chips = (page: Page) => mainLandmark(page).getByRole('group', { name: 'Active filters' });

/** The first plan of the catalogue and its number as a shopper may type it: lower case, after a '#'. */
async function planAsTyped(page: Page) {
  const plan = await firstPlan(page);
  if (plan.plan_number === null) throw new Error('The first seeded plan has no number');
  return { plan, typed: `#${plan.plan_number.toLowerCase()}` };
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const plansLabel = (count: number) => (count === 1 ? '1 plan' : `${formatWholeNumber(count)} plans`);

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`finding plans (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the header's Search opens the list with the cursor in the keyword box", async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/propertylist#plan-keyword$/);
      await expect(keywordBox(page)).toBeFocused();
      // Opened afresh (a shared link, a new tab): the server's page, then the focus once hydrated.
      await page.goto('/propertylist#plan-keyword');
      await expect(keywordBox(page)).toBeFocused();
    });

    test("a plan number, in any case and with the cards' '#', finds its plan; the keyword is in the URL", async ({
      page,
    }) => {
      const { plan, typed } = await planAsTyped(page);
      await page.goto('/propertyList');
      await keywordBox(page).fill(typed);
      await keywordBox(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`keyword=%23${typed.slice(1)}$`));
      const expected = await search(page, { keyword: typed });
      expect(expected.data.map((found) => found._id)).toContain(plan._id);
      await expect(total(page)).toHaveText(`${formatWholeNumber(expected.count)} plans match`);
      await expect(mainLandmark(page).getByRole('article', { name: plan.name }).first()).toBeVisible();
      // Shared or reloaded, the list is the same, drawn by the server.
      await page.reload();
      await expect(keywordBox(page)).toHaveValue(typed);
      await expect(total(page)).toHaveText(`${formatWholeNumber(expected.count)} plans match`);
    });

    test('words are found in the style and the description, each of them', async ({ page }) => {
      const both = await search(page, { keyword: 'craftsman walkout' });
      const style = await search(page, { keyword: 'craftsman' });
      expect(both.count).toBeGreaterThan(0);
      expect(both.count).toBeLessThan(style.count);
      await page.goto('/propertyList');
      await keywordBox(page).fill('Craftsman   walkout');
      await mainLandmark(page).getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/keyword=Craftsman\+walkout$/);
      await expect(total(page)).toHaveText(`${formatWholeNumber(both.count)} plans match`);
    });

    test('an empty search says what to type and changes nothing', async ({ page }) => {
      await page.goto('/propertyList?bedrooms=3');
      await expect(mainLandmark(page).getByRole('article').first()).toBeVisible();
      await keywordBox(page).press('Enter');
      await expect(mainLandmark(page).getByText(EMPTY_KEYWORD_MESSAGE)).toBeVisible();
      await expect(keywordBox(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(keywordBox(page)).toBeFocused();
      await expect(page).toHaveURL(/\/propertyList\?bedrooms=3$/);
    });

    test("the active filters are chips with their counts, each removable, with 'Clear filter' beside them", async ({
      page,
    }) => {
      const filters: PlanFilters = { keyword: 'walkout', bedrooms: 3, plan_type: [1] };
      const found = await search(page, filters);
      await page.goto('/propertyList?keyword=walkout&bedrooms=3&plan_type=%5B1%5D');
      await expect(total(page)).toHaveText(`${formatWholeNumber(found.count)} plans match`);
      const bar = chips(page);
      await expect(bar.getByRole('button', { name: 'Remove filter “walkout”' })).toBeVisible();
      await expect(
        bar.getByRole('button', {
          name: `Remove filter Bedrooms: 3 (${formatWholeNumber(found.facets.bedrooms[3] ?? 0)})`,
        }),
      ).toBeVisible();
      const singleFamily = found.facets.plan_type[1] ?? 0;
      await bar
        .getByRole('button', { name: `Remove filter Single-Family Homes (${formatWholeNumber(singleFamily)})` })
        .click();
      await expect(page).toHaveURL(/\/propertyList\?keyword=walkout&bedrooms=3$/);
      const fewer = await search(page, { keyword: 'walkout', bedrooms: 3 });
      await expect(total(page)).toHaveText(`${formatWholeNumber(fewer.count)} plans match`);
      await bar.getByRole('button', { name: 'Clear filter' }).click();
      await expect(page).toHaveURL(/\/propertyList$/);
      await expect(chips(page)).toHaveCount(0);
      await expect(keywordBox(page)).toHaveValue('');
    });

    test("the footer's plan-number search ignores case and a leading '#'", async ({ page }) => {
      const { plan, typed } = await planAsTyped(page);
      await page.goto('/home');
      const footerSearch = page.getByRole('contentinfo').getByPlaceholder('Search by plan #');
      // The search loads as the shopper scrolls near the footer.
      await footerSearch.scrollIntoViewIfNeeded();
      await footerSearch.fill(typed);
      await footerSearch.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/property/${plan._id}$`));
    });

    test("the header's New opens the list newest first, the sort in the URL", async ({ page }) => {
      const newest = await search(page, { sort_by: 2 });
      await page.goto('/home');
      const banner = page.getByRole('banner');
      // Below 768 px the menu is toggled.
      if (viewport.width < 768) await banner.getByRole('button', { name: 'Menu' }).click();
      await banner.getByRole('link', { name: 'New', exact: true }).click();
      await expect(page).toHaveURL(/\/propertylist\?sort_by=2$/);
      const first = newest.data[0];
      if (!first) throw new Error('The seeded catalogue is empty');
      await expect(mainLandmark(page).getByRole('article').first()).toContainText(`#${first.plan_number}`);
    });

    test('a page past the end offers page 1; a minimum above its maximum says so', async ({ page }) => {
      const all = await search(page, {});
      await page.goto('/propertyList?pagination=9999');
      await expect(mainLandmark(page).getByRole('heading', { name: 'No plans on this page' })).toBeVisible();
      const pages = Math.ceil(all.count / 10);
      await expect(
        mainLandmark(page).getByText(
          `Page 10,000 is past the end: this list has ${plansLabel(all.count)} on ${formatWholeNumber(pages)} pages.`,
        ),
      ).toBeVisible();
      await mainLandmark(page).getByRole('link', { name: 'Go to page 1' }).click();
      await expect(page).toHaveURL(/\/propertyList$/);
      await expect(mainLandmark(page).getByRole('article').first()).toBeVisible();

      await page.goto('/propertyList?min_sq_ft=3000&max_sq_ft=2000');
      await expect(mainLandmark(page).getByRole('heading', { name: 'No Data Found' })).toBeVisible();
      await expect(
        mainLandmark(page).getByText(
          'Square Feet: the minimum (3,000) is above the maximum (2,000), so no plan can match. Lower the minimum or raise the maximum.',
        ),
      ).toBeVisible();
    });

    test('the list with chips has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/propertyList?keyword=walkout&bedrooms=3');
      await expect(chips(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('finding plans on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters are a drawer: 'Filters (N)' opens it, 'Show N plans' closes it", async ({ page }) => {
    await page.goto('/propertyList?bedrooms=3');
    const main = mainLandmark(page);
    // The panel is not beside the plans on a phone: the first plan comes first.
    await expect(main.getByRole('checkbox', { name: /^Single-Family Homes \(/ })).toBeHidden();
    await main.getByRole('button', { name: 'Filters (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('checkbox', { name: /^Single-Family Homes \(/ }).check();
    await expect(page).toHaveURL(/bedrooms=3&plan_type=%5B1%5D$/);
    const found = await search(page, { bedrooms: 3, plan_type: [1] });
    await drawer.getByRole('button', { name: `Show ${plansLabel(found.count)}` }).click();
    await expect(drawer).toBeHidden();
    await expect(main.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    await expect(chips(page).getByRole('button', { name: /^Remove filter Single-Family Homes/ })).toBeVisible();
  });

  test('the first plan is on the first screen after a hero search', async ({ page }) => {
    await page.goto('/home');
    const main = mainLandmark(page);
    await main.getByLabel('Bed').selectOption('3');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/home-search\?bedrooms=3$/);
    const first = main.getByRole('article').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan(844);
  });
});

test.describe('finding plans on a desktop (1280x900)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the panel sits beside the plans; its groups open and close, remembered for the session', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/propertyList');
    const main = mainLandmark(page);
    await expect(main.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
    const foundation = main.getByRole('button', { name: 'Foundation', exact: true });
    await expect(foundation).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('checkbox', { name: /^Basement \(/ })).toBeHidden();
    await foundation.click();
    await expect(main.getByRole('checkbox', { name: /^Basement \(/ })).toBeVisible();
    const planType = main.getByRole('button', { name: 'Plan Type', exact: true });
    await planType.click();
    await expect(main.getByRole('checkbox', { name: /^Single-Family Homes \(/ })).toBeHidden();
    // Drawn by the server with the default groups, then as the shopper left them, with no hydration error.
    await page.reload();
    await expect(foundation).toHaveAttribute('aria-expanded', 'true');
    await expect(planType).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test("keyboard users skip the filters with 'Skip to results'", async ({ page }) => {
    await page.goto('/propertyList');
    const main = mainLandmark(page);
    await expect(total(page)).toBeVisible();
    await main.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Tab');
    const skip = main.getByRole('link', { name: 'Skip to results' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('region', { name: 'Plans' })).toBeFocused();
    await expect(page).toHaveURL(/\/propertyList$/);
  });
});
