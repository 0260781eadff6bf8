import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { FavoriteEntry } from 'contracts/src/catalog/favorites';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { PLAN_LIST_PRESETS } from 'contracts/src/catalog/listPresets';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

const DEMO_SHOPPER = { email: 'demo@houseplans.example', password: 'DemoShopper2026!' };

async function data<T>(response: { ok(): boolean; json(): Promise<unknown>; status(): number }): Promise<T> {
  expect(response.ok(), `HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as ApiEnvelope<T>;
  return body.data;
}

async function search(page: Page, filters: PlanFilters, token?: string): Promise<PlanSearchPage> {
  const query = new URLSearchParams(encodeFilters(filters)).toString();
  return data<PlanSearchPage>(
    await page.request.get(`/api/user/properties?${query}`, token ? { headers: { token } } : {}),
  );
}

async function planDetail(page: Page, id: string): Promise<PlanDetail> {
  return data<PlanDetail>(await page.request.get(`/api/user/property/${id}`));
}

const cards = (page: Page) => mainLandmark(page).getByRole('article');
const total = (page: Page) => mainLandmark(page).getByText(/^[\d,]+ plans match$/);
const count = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('catalogue and search', () => {
  test('the home hero searches with the chosen selects', async ({ page }) => {
    await page.goto('/home');
    const main = mainLandmark(page);
    await main.getByLabel('Bed').selectOption('3');
    await main.getByLabel('Floors').selectOption('2');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/home-search\?bedrooms=3&floors=2$/);
    const expected = await search(page, { bedrooms: 3, floors: 2 });
    await expect(total(page)).toHaveText(`${expected.count.toLocaleString('en-US')} plans match`);
    await expect(cards(page).first()).toContainText('Beds3');
    await expect(cards(page).first()).toContainText('Story2');
  });

  test('a checkbox, a range and a style narrow the results, and survive a reload', async ({ page }) => {
    await page.goto('/propertyList');
    const main = mainLandmark(page);
    const all = count((await total(page).textContent()) ?? '');
    await main.getByRole('checkbox', { name: /^Single-Family Homes \(/ }).check();
    await main.getByRole('group', { name: 'Square Feet' }).getByLabel('Min').fill('2000');
    await main.getByRole('button', { name: /^Craftsman \(/ }).click();
    await expect(page).toHaveURL(/plan_style_id=4/);
    await expect(page).toHaveURL(/min_sq_ft=2000/);
    await expect(page).toHaveURL(/plan_type=%5B1%5D/);
    const expected = await search(page, { plan_type: [1], min_sq_ft: 2000, plan_style_id: '4' });
    expect(expected.count).toBeGreaterThan(0);
    expect(expected.count).toBeLessThan(all);
    await expect(total(page)).toHaveText(`${expected.count.toLocaleString('en-US')} plans match`);
    await expect(cards(page).first()).toHaveAccessibleName(expected.data[0]?.name ?? 'missing');

    await page.reload();
    await expect(total(page)).toHaveText(`${expected.count.toLocaleString('en-US')} plans match`);
    await expect(main.getByRole('checkbox', { name: /^Single-Family Homes \(/ })).toBeChecked();
    await expect(main.getByRole('button', { name: /^Craftsman \(/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('group', { name: 'Square Feet' }).getByLabel('Min')).toHaveValue('2000');
  });

  test('every prefiltered list shows plans matching its title', async ({ page }) => {
    for (const preset of PLAN_LIST_PRESETS.filter((candidate) => Object.keys(candidate.filters).length > 0)) {
      await page.goto(preset.path);
      await expect(mainLandmark(page).getByRole('heading', { level: 1, name: preset.title })).toBeVisible();
      const expected = await search(page, preset.filters);
      expect(expected.count, preset.path).toBeGreaterThan(0);
      await expect(total(page)).toHaveText(`${expected.count.toLocaleString('en-US')} plans match`);
      const firstName = await cards(page).first().getAttribute('aria-label');
      expect(firstName).toBe(expected.data[0]?.name);
      const plan = await planDetail(page, expected.data[0]?._id ?? '0');
      const { filters } = preset;
      if (filters.plan_type) expect(filters.plan_type, preset.path).toContain(plan.plan_type);
      if (filters.garage_type) expect(filters.garage_type, preset.path).toContain(plan.garage_type);
      if (filters.no_of_vehicles) expect(filters.no_of_vehicles, preset.path).toContain(plan.no_of_vehicles);
      if (filters.special_features)
        expect(plan.special_features, preset.path).toEqual(expect.arrayContaining(filters.special_features));
      if (filters.collections)
        expect(plan.collections, preset.path).toEqual(expect.arrayContaining(filters.collections));
      if (filters.bedrooms !== undefined) expect(plan.beds, preset.path).toBe(filters.bedrooms);
    }
  });

  test('pages through the results from page 0, and the back button returns', async ({ page }) => {
    await page.goto('/propertyList');
    const main = mainLandmark(page);
    const [firstPage, secondPage] = await Promise.all([search(page, {}), search(page, { pagination: 1 })]);
    await expect(cards(page).first()).toHaveAccessibleName(firstPage.data[0]?.name ?? 'missing');
    await expect(cards(page)).toHaveCount(10);
    // Pages are links (crawlers follow them): Next, and the numbered pages.
    await main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/pagination=1/);
    await expect(main.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toHaveAccessibleName(secondPage.data[0]?.name ?? 'missing');
    await page.goBack();
    await expect(cards(page).first()).toHaveAccessibleName(firstPage.data[0]?.name ?? 'missing');
  });

  test('facet counts say what each option would match given the other filters', async ({ page }) => {
    await page.goto('/propertyList?bedrooms=2');
    const main = mainLandmark(page);
    const garages = await search(page, { bedrooms: 2, plan_type: [2] });
    const bedroomsOnly = await search(page, { bedrooms: 2 });
    await expect(
      main.getByRole('checkbox', { name: `Stand-Alone Garages (${garages.count.toLocaleString('en-US')})` }),
    ).toBeVisible();
    expect(bedroomsOnly.facets.plan_type[2]).toBe(garages.count);
    // Ticking it keeps the other plan types' counts: they are what ticking them too would add.
    await main.getByRole('checkbox', { name: /^Stand-Alone Garages/ }).check();
    const singleFamily = bedroomsOnly.facets.plan_type[1] ?? -1;
    await expect(
      main.getByRole('checkbox', { name: `Single-Family Homes (${singleFamily.toLocaleString('en-US')})` }),
    ).toBeVisible();
    await expect(total(page)).toHaveText(`${garages.count.toLocaleString('en-US')} plans match`);
  });

  test('plan detail: gallery, share and related plans', async ({ page, consoleErrors }) => {
    const [plan] = (await search(page, { limit: 1 })).data;
    if (!plan) throw new Error('empty catalogue');
    await page.goto(`/property/${plan._id}`);
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Foundation' })).toContainText('Standard Foundation');

    await main.getByRole('button', { name: /Open the gallery at .*: front elevation$/ }).click();
    const gallery = page.getByRole('dialog', { name: `${plan.name} gallery` });
    await expect(gallery).toContainText(/Picture 1 of \d+/);
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await expect(gallery).not.toContainText('Picture 1 of');
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toContainText(/Picture 1 of \d+/);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();

    await main.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');

    // Related plans load as the shopper scrolls near them.
    const related = main.getByRole('region', { name: 'Related Plans' });
    await related.or(main.getByText('Loading related plans…')).first().scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('compares two plans side by side, kept across a reload', async ({ page }) => {
    const { data: plans } = await search(page, { limit: 2 });
    for (const plan of plans) {
      await page.goto(`/property/${plan._id}`);
      await mainLandmark(page).getByRole('button', { name: 'Compare' }).click();
      await expect(mainLandmark(page).getByRole('button', { name: 'In comparison' })).toBeVisible();
    }
    await page.goto('/compare');
    await page.reload();
    const table = mainLandmark(page).getByRole('table');
    for (const plan of plans)
      await expect(table.getByRole('columnheader', { name: new RegExp(plan.name) })).toBeVisible();
  });

  test('a visitor is asked to sign in before favouriting', async ({ page }) => {
    await page.goto('/propertyList');
    await cards(page)
      .first()
      .getByRole('button', { name: /favourites$/ })
      .click();
    await expect(page.getByText('please login to perform this action')).toBeVisible();
  });

  test('the signed-in demo shopper keeps a favourite', async ({ page }) => {
    const { token } = await data<{ token: string }>(await page.request.post('/api/user/login', { data: DEMO_SHOPPER }));
    await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
    const [plan] = (await search(page, { sort_by: 3, limit: 1 }, token)).data;
    if (!plan) throw new Error('empty catalogue');
    await page.goto('/propertyList?sort_by=3');
    const heart = cards(page)
      .first()
      .getByRole('button', { name: `Add ${plan.name} to favourites` });
    await heart.click();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Remove ${plan.name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    const favourites = await data<FavoriteEntry[]>(
      await page.request.get('/api/user/favorite', { headers: { token } }),
    );
    expect(favourites.map((entry) => entry.property_id._id)).toContain(plan._id);

    await page.goto('/favoritedetails');
    await expect(mainLandmark(page).getByRole('article', { name: plan.name })).toBeVisible();
    await page.reload();
    await expect(mainLandmark(page).getByRole('article', { name: plan.name })).toBeVisible();
  });
});
