import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

/** Issue 19, item 5 "Walk through any plan in 3D": opened, moved by keyboard, floor by floor, on a phone and a desktop. */

/** A string of three.js's own that its minified build keeps: the mark of its chunk among the page's scripts. */
const THREE_MARK = 'THREE.WebGLRenderer';

/** The first seeded plan with two floors or more, by its geometry. */
async function planWithFloors(page: Page): Promise<PlanGeometry> {
  for (let id = 1; id <= 60; id += 1) {
    const response = await page.request.get(`/api/user/plans/${id}/geometry`);
    if (!response.ok()) continue;
    const geometry = ((await response.json()) as ApiEnvelope<PlanGeometry>).data;
    if (geometry.floors.length >= 2) return geometry;
  }
  throw new Error('No plan with two floors among the first 60');
}

/** Every script the page fetches from now on, with whether it holds three.js. */
function scriptsLoaded(page: Page): Array<Promise<{ url: string; three: boolean }>> {
  const scripts: Array<Promise<{ url: string; three: boolean }>> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .text()
        .then((body) => ({ url: response.url(), three: body.includes(THREE_MARK) }))
        .catch(() => ({ url: response.url(), three: false })),
    );
  });
  return scripts;
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`the 3D view (${viewport.name}, ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('opens without three.js in the first load, moves by keyboard, floor by floor, and closes on Escape', async ({
      page,
      consoleErrors,
    }, testInfo) => {
      const plan = await planWithFloors(page);
      const scripts = scriptsLoaded(page);
      await page.goto(`/property/${plan.planId}`);
      await page.waitForLoadState('networkidle');
      const firstLoad = await Promise.all(scripts);
      expect(firstLoad.length).toBeGreaterThan(0);
      expect(firstLoad.filter((script) => script.three).map((script) => script.url)).toEqual([]);

      const opener = mainLandmark(page).getByRole('button', { name: '3D view' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `${plan.name} in 3D` });
      await expect(dialog).toBeVisible();
      const view = dialog.getByRole('application', { name: `${plan.name} in 3D` });
      await expect(view).toHaveAttribute('data-webgl', 'ready');
      // three.js came now, in a chunk of its own.
      await expect.poll(async () => (await Promise.all(scripts)).some((script) => script.three)).toBe(true);
      await expect(dialog.getByText(/arrow keys turn and tilt the house/)).toBeVisible();
      const description = dialog.getByTestId('plan-3d-description');
      await expect(description).toHaveText(/^Orbit: the whole house, seen from the front-left/);
      // For a person to look at (test-results/): the house as the shopper first sees it.
      await view.screenshot({ path: testInfo.outputPath('orbit.png') });

      // Orbit by keyboard.
      await view.focus();
      const orbitStart = await view.getAttribute('data-camera');
      for (let turn = 0; turn < 4; turn += 1) await page.keyboard.press('ArrowRight');
      await expect(view).not.toHaveAttribute('data-camera', orbitStart ?? '');
      await expect(description).toHaveText(/seen from the front-right/);
      const beforeZoom = await view.getAttribute('data-camera');
      await page.keyboard.press('+');
      await expect(view).not.toHaveAttribute('data-camera', beforeZoom ?? '');

      // Floor by floor.
      const floors = dialog.getByRole('group', { name: 'Floor' });
      await floors.getByRole('radio', { name: 'Second floor' }).check();
      await expect(view).toHaveAttribute('data-floor', '2');
      await expect(description).toHaveText(/the second floor, roof off/);
      await view.screenshot({ path: testInfo.outputPath('second-floor.png') });
      await floors.getByRole('radio', { name: 'First floor' }).check();

      // Walk by keyboard, at the front door and in.
      await dialog.getByRole('button', { name: 'Walk' }).click();
      await expect(description).toHaveText(/^Walk: first floor, .*facing the rear\.$/);
      await view.focus();
      const walkStart = await view.getAttribute('data-camera');
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('d');
      await page.keyboard.press('d');
      await expect(view).not.toHaveAttribute('data-camera', walkStart ?? '');
      // Through the foyer's door, or stopped at its wall; in a room either way, or on the stairs behind the foyer.
      await expect(description).toHaveText(
        /^Walk: first floor, (in the .+|on the stairs \(up\)), facing the rear-right\.$/,
      );
      await view.screenshot({ path: testInfo.outputPath('walk.png') });
      // Walls stop the walker, inside and out: far on in the same direction, still inside the house.
      for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowUp');
      await expect(description).toHaveText(
        /^Walk: first floor, (in the .+|on the stairs \(up\)), facing the rear-right\.$/,
      );

      const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_22_AA).analyze();
      expect(
        results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test("climbs the stairs where the walker stands: each floor's stairs stand over the ones below", async ({
      page,
    }) => {
      const plan = await planWithFloors(page);
      await page.goto(`/property/${plan.planId}`);
      await mainLandmark(page).getByRole('button', { name: '3D view' }).click();
      const dialog = page.getByRole('dialog', { name: `${plan.name} in 3D` });
      const view = dialog.getByRole('application', { name: `${plan.name} in 3D` });
      await expect(view).toHaveAttribute('data-webgl', 'ready');
      const description = dialog.getByTestId('plan-3d-description');
      // Walked from the top of the second floor's stairs, down them by keyboard...
      await dialog.getByRole('group', { name: 'Floor' }).getByRole('radio', { name: 'Second floor' }).check();
      await dialog.getByRole('button', { name: 'Walk' }).click();
      await expect(description).toHaveText(/^Walk: second floor, on the stairs/);
      await view.focus();
      await page.keyboard.press('PageDown');
      await expect(view).toHaveAttribute('data-floor', '1');
      await expect(description).toHaveText(/^Walk: first floor, on the stairs \(up\)/);
      const below = await view.getAttribute('data-camera');
      expect(below).toMatch(/^walk /);
      // ... and up again, to the very spot the walker left: the stairs above stand over the ones below.
      await page.keyboard.press('PageUp');
      await expect(view).toHaveAttribute('data-floor', '2');
      await expect(description).toHaveText(/^Walk: second floor, on the stairs/);
      await expect(view).toHaveAttribute('data-camera', below ?? '');
    });

    test('shows the still picture when the browser has no WebGL', async ({ page }) => {
      // As a browser without a GPU or with WebGL turned off: no context for any canvas.
      await page.addInitScript({
        content: `{
          const getContext = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
            return /webgl/.test(kind) ? null : getContext.call(this, kind, ...rest);
          };
        }`,
      });
      const plan = await planWithFloors(page);
      await page.goto(`/property/${plan.planId}`);
      await mainLandmark(page).getByRole('button', { name: '3D view' }).click();
      const dialog = page.getByRole('dialog', { name: `${plan.name} in 3D` });
      await expect(dialog.getByRole('img', { name: `Front elevation of the ${plan.name} plan` })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(/cannot show the house in 3D/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
