import type { Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { formatPrice, type PlanDetail } from 'contracts/src/catalog/plan';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/** Issue 19, item 3 "The plan page sells": the buy box, the gallery, the flyer, a missing plan, names. */

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as ApiEnvelope<T>).data;
}

/** The first seeded plan with more than one picture (an elevation and a floor plan at least). */
async function planWithPictures(page: Page): Promise<PlanDetail> {
  const plan = await apiData<PlanDetail>(page, `/api/user/property/${(await firstPlan(page))._id}`);
  expect(plan.main_images.length + plan.floor_images.length).toBeGreaterThan(1);
  return plan;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const planTitle = (plan: PlanDetail) =>
  plan.plan_number === null ? plan.name : `${plan.name} (Plan #${plan.plan_number})`;

const addToCartButton = (page: Page) => mainLandmark(page).getByRole('button', { name: 'Add To Cart' });
const mainPicture = (page: Page) =>
  mainLandmark(page).getByRole('button', { name: /^Open the gallery at .*front elevation$/ });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`the plan page (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the price and Add To Cart with the pictures, and names the plan in its title and alt texts', async ({
      page,
    }) => {
      const plan = await planWithPictures(page);
      await page.goto(`/property/${plan._id}`);
      await expect(page).toHaveTitle(`${planTitle(plan)} | House Plans`);
      const buyBox = mainLandmark(page).getByRole('region', { name: 'Buy this plan' });
      await expect(buyBox.getByText(`Starts From ${formatPrice(plan.price)}`)).toBeVisible();
      await expect(buyBox.getByRole('group', { name: 'Plan set' })).toBeVisible();
      await expect(addToCartButton(page)).toBeVisible();
      await expect(mainLandmark(page).getByRole('img', { name: `${planTitle(plan)}: front elevation` })).toBeVisible();

      const picture = await mainPicture(page).boundingBox();
      const button = await addToCartButton(page).boundingBox();
      const price = await buyBox.getByText(/^Starts From/).boundingBox();
      if (!picture || !button || !price) throw new Error('The picture, price or Add To Cart is not laid out');
      if (viewport.name === 'desktop') {
        // Beside the picture, and above the fold: no scrolling to buy.
        expect(price.x).toBeGreaterThanOrEqual(picture.x + picture.width);
        expect(button.x).toBeGreaterThanOrEqual(picture.x + picture.width);
        expect(price.y).toBeLessThan(picture.y + picture.height);
        expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
      } else {
        // One column: the buy box follows the pictures.
        expect(price.y).toBeGreaterThan(picture.y + picture.height);
      }

      // Another page and back in the browser: the tab still names the plan, not the route.
      await page.getByRole('banner').getByRole('link', { name: 'House Plans' }).first().click();
      await expect(page).not.toHaveTitle(new RegExp(plan.name));
      await page.goBack();
      await expect(page).toHaveTitle(`${planTitle(plan)} | House Plans`);
    });

    test("What's Included never lists an option the plan is sold with", async ({ page }) => {
      const plan = await planWithPictures(page);
      const options = await apiData<PlanPurchaseOptions>(page, `/api/user/plan-options?property_id=${plan._id}`);
      // One spelling of an item: 'CAD files' is 'CAD Files', 'Crawl foundation plan' the 'Crawl' foundation.
      const key = (text: string) =>
        text
          .toLowerCase()
          .replace(/ plan$/, '')
          .replace(/s$/, '');
      const sold = new Set(
        [
          ...options.plan_sets.slice(1).map((choice) => choice.label),
          ...options.add_ons.map((choice) => choice.label),
          ...options.foundations.filter((choice) => choice.price > 0).map((choice) => `${choice.label} foundation`),
        ].map(key),
      );
      await page.goto(`/property/${plan._id}`);
      const included = await mainLandmark(page)
        .getByRole('region', { name: "What's Included" })
        .getByRole('listitem')
        .allTextContents();
      expect(included.length).toBeGreaterThan(0);
      const contradictions = included.filter((item) => sold.has(key(item)));
      expect(contradictions).toEqual([]);
      await expect(mainLandmark(page).getByRole('region', { name: 'Available as Options' })).toContainText('CAD Files');
    });

    test('opens a full-screen gallery: keys turn and zoom, thumbnails pick, Escape closes', async ({ page }) => {
      const plan = await planWithPictures(page);
      const count = plan.main_images.length + plan.floor_images.length;
      await page.goto(`/property/${plan._id}`);
      await mainPicture(page).click();
      const gallery = page.getByRole('dialog', { name: `${plan.name} gallery` });
      await expect(gallery).toBeVisible();
      const box = await gallery.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(gallery.getByText(`Picture 1 of ${count}`)).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText(`Picture 2 of ${count}`)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(gallery.getByText(`Picture ${count} of ${count}`)).toBeVisible();

      const thumbnails = gallery.getByRole('list', { name: 'Pictures' }).getByRole('button');
      await expect(thumbnails).toHaveCount(count);
      await thumbnails.first().click();
      await expect(gallery.getByText(`Picture 1 of ${count}`)).toBeVisible();
      await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('img')).toHaveAccessibleName(`${planTitle(plan)}: front elevation`);

      const zoomOut = gallery.getByRole('button', { name: 'Zoom out' });
      await expect(gallery.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
      await page.keyboard.press('+');
      await expect(zoomOut).toBeEnabled();
      await expect(gallery.getByRole('img')).toHaveCSS('transform', /matrix\((1\.[1-9]|[2-9])/);
      // Zoomed, the arrows do not turn the picture away.
      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText(`Picture 1 of ${count}`)).toBeVisible();
      await zoomOut.click();
      await expect(zoomOut).toBeDisabled();

      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(mainPicture(page)).toBeFocused();
    });

    test("Flyer gives one printed page with the logo, contact, the plan's QR code, pictures and facts, and no button", async ({
      page,
    }) => {
      const plan = await planWithPictures(page);
      const loadedScripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') loadedScripts.push(request.url());
      });
      await page.goto(`/property/${plan._id}`);
      const beforeFlyer = loadedScripts.length;
      await mainLandmark(page).getByRole('button', { name: 'Flyer' }).click();
      const dialog = page.getByRole('dialog', { name: `Flyer: ${plan.name}` });
      const flyer = dialog.getByRole('article', { name: `Flyer of ${plan.name}` });
      await expect(flyer).toBeVisible();
      // The flyer and its QR library were not part of the page's first load.
      expect(loadedScripts.length).toBeGreaterThan(beforeFlyer);

      await page.emulateMedia({ media: 'print' });
      await expect(flyer).toBeVisible();
      await expect(flyer.getByText('House Plans', { exact: true })).toBeVisible();
      await expect(flyer.locator('svg').first()).toBeVisible();
      await expect(flyer).toContainText(STORE_CONTACT.phone.label);
      await expect(flyer).toContainText(STORE_CONTACT.email.label);
      const url = new URL(`/property/${plan._id}`, page.url()).href;
      const qr = flyer.getByRole('img', { name: `QR code: ${url}` });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('data-qr-text', url);
      await expect(flyer.getByRole('img', { name: `${planTitle(plan)}: front elevation` })).toBeVisible();
      if (plan.floor_images.length > 0) {
        await expect(
          flyer.getByRole('img', { name: new RegExp(`^${escaped(planTitle(plan))}: .*floor plan`) }).first(),
        ).toBeVisible();
      }
      await expect(flyer).toContainText(`Sq Ft${formatWholeNumber(plan.sq_ft)}`);
      await expect(flyer).toContainText(`Beds${plan.beds}`);
      await expect(flyer).toContainText(`Starts From ${formatPrice(plan.price)}`);

      // Printed: the flyer alone, no button of the page or of the flyer's bar, the page itself not printed.
      const visibleButtons = await page
        .getByRole('button')
        .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length);
      expect(visibleButtons).toBe(0);
      await expect(mainLandmark(page)).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      const pdf = await page.pdf({ format: 'Letter' });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

      await page.emulateMedia({ media: 'screen' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    test("an unknown plan and malformed ids answer 404 with 'No property found.', a search and popular plans", async ({
      page,
    }) => {
      for (const path of ['/property/abc', '/property/0', '/property/999999']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(mainLandmark(page).getByRole('alert')).toHaveText('No property found.');
        await expect(mainLandmark(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
        const popular = mainLandmark(page).getByRole('region', { name: 'Popular plans' });
        await expect(popular.getByRole('article')).toHaveCount(6);
        await expect(page).toHaveTitle('Plan not found | House Plans');
      }
      const search = mainLandmark(page).getByRole('search', { name: 'Find a plan' });
      await search.getByRole('searchbox', { name: 'Search plans' }).fill('farmhouse');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/propertyList\?keyword=farmhouse$/);
    });
  });
}
