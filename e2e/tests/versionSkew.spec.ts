import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIResponse, Page } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { firstPlan } from '../fixtures/seededCatalogue';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// Remotes are deployed independently, so a remote in production may have been built against an older shared-ui
// than the shell's. Here it is really built that way: the same sources, with its share of shared-ui declaring an
// older release (webpack --env sharedUiVersion=..., see createFederatedConfig.cjs), for the browser and for Node
// (--env target=node: the server container the shell's server renderer loads), into a folder of its own, served
// on the remote's origin in place of its current build.

const WORKSPACE = path.resolve(__dirname, '..', '..');
const SHARED_UI_VERSION = (
  JSON.parse(readFileSync(path.join(WORKSPACE, 'shared-ui', 'package.json'), 'utf8')) as { version: string }
).version;
const run = promisify(execFile);

function olderMinor(version: string): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (minor === 0) throw new Error(`shared-ui ${version} has no older minor in its major`);
  return `${major}.${minor - 1}.0`;
}

function nextMajor(version: string): string {
  const [major = 0] = version.split('.').map(Number);
  return `${major + 1}.0.0`;
}

type SkewedRemote = 'checkout-remote' | 'content-remote';

/**
 * Builds `app` for production, browser and server, as if against shared-ui `sharedUiVersion`, into a new folder.
 * Through a configuration of the app's own options with another output folder (createFederatedConfig's
 * `outputPath`), not `--output-path`: the server build goes in a folder under the browser build's and names
 * itself in that build's manifest, which only the configuration knows where to find.
 */
async function buildAgainst(app: SkewedRemote, sharedUiVersion: string): Promise<string> {
  const appDir = path.join(WORKSPACE, app);
  const outputDir = mkdtempSync(path.join(tmpdir(), `${app}-shared-ui-${sharedUiVersion}-`));
  const configDir = mkdtempSync(path.join(tmpdir(), `${app}-config-`));
  const config = path.join(configDir, 'webpack.config.cjs');
  writeFileSync(
    config,
    [
      `const createFederatedConfig = require(${JSON.stringify(path.join(WORKSPACE, 'tooling/webpack/createFederatedConfig.cjs'))});`,
      `const app = require(${JSON.stringify(path.join(appDir, 'webpack.config.cjs'))});`,
      `module.exports = createFederatedConfig({ ...app.options, outputPath: ${JSON.stringify(outputDir)} });`,
      '',
    ].join('\n'),
  );
  try {
    for (const target of [[], ['--env', 'target=node']]) {
      await run(
        path.join(appDir, 'node_modules', '.bin', 'webpack'),
        ['--config', config, '--mode', 'production', '--env', `sharedUiVersion=${sharedUiVersion}`, ...target],
        { cwd: appDir, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
      );
    }
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
  return outputDir;
}

async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body: ApiEnvelope<T> = await response.json();
  return body.data;
}

/** The demo shopper is shared by the whole run: each test starts from the cart it needs. */
async function emptyCart(page: Page, token: string): Promise<void> {
  const headers = { token };
  for (const entry of await data<CartEntry[]>(await page.request.get('/api/user/cart', { headers }))) {
    await data(await page.request.delete(`/api/user/cart/${entry._id}`, { headers }));
  }
}

/** The demo shopper's cart holds exactly one plan; answers that plan's name. */
async function cartWithOnePlan(page: Page, token: string): Promise<string> {
  await emptyCart(page, token);
  const plan = await firstPlan(page);
  const options = await data<PlanPurchaseOptions>(
    await page.request.get(`/api/user/plan-options?property_id=${plan._id}`),
  );
  const body = { property_id: plan._id, plan_set: 1, foundation: options.foundations[0]?.code ?? 1, options: [] };
  await data(await page.request.post('/api/user/cart', { headers: { token }, data: body }));
  return plan.name;
}

/**
 * The versions of shared-ui the page has loaded: one means one instance of the package (one session store, one
 * event bus, one API client, one toast queue) for the shell and every remote.
 */
function loadedSharedUiVersions(page: Page) {
  return page.evaluate(() => {
    const federation: unknown = Reflect.get(window, '__FEDERATION__');
    const scopes: Record<
      string,
      Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
    > = federation && typeof federation === 'object' ? Reflect.get(federation, '__SHARE__') : {};
    const loaded: string[] = [];
    for (const shareScopes of Object.values(scopes)) {
      for (const [version, shared] of Object.entries(shareScopes.default?.['shared-ui'] ?? {})) {
        if (!shared.loaded && typeof shared.lib !== 'function') continue;
        if (!loaded.includes(version)) loaded.push(version);
      }
    }
    return loaded;
  });
}

const cartLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .first();

/** For the describe block it is called in: the store serves `app` built against `sharedUiVersion`. */
function serveBuiltAgainst(app: SkewedRemote, sharedUiVersion: string): void {
  let skewedBuild = '';

  test.beforeAll(async ({ store }) => {
    test.setTimeout(420_000);
    skewedBuild = await buildAgainst(app, sharedUiVersion);
    await store.stopRemote(app);
    await store.startRemote(app, { dir: skewedBuild });
  });

  test.afterAll(async ({ store }) => {
    await store.stopRemote(app);
    await store.startRemote(app);
    if (skewedBuild) rmSync(skewedBuild, { recursive: true, force: true });
  });
}

/** The manifest the store serves for `app` now. */
async function servedManifest(page: Page, origin: string): Promise<unknown> {
  const response = await page.request.get(`${origin}/mf-manifest.json`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The server container the served manifest names answers: the skewed remote was built for Node too. */
async function expectServerContainer(page: Page, origin: string): Promise<void> {
  const manifest = await servedManifest(page, origin);
  expect(JSON.stringify(manifest)).toContain('"ssrRemoteEntry":{"name":"remoteEntry.js","path":"server"');
  expect((await page.request.get(`${origin}/server/remoteEntry.js`)).status()).toBe(200);
}

test.describe('a remote built against an older minor of shared-ui', () => {
  const builtAgainst = olderMinor(SHARED_UI_VERSION);
  serveBuiltAgainst('checkout-remote', builtAgainst);

  test(`loads on the shell's shared-ui ${SHARED_UI_VERSION} and works: the cart, the header badge, one shared-ui`, async ({
    page,
    store,
    consoleErrors,
  }) => {
    const checkoutOrigin = store.remoteUrls['checkout-remote']?.origin ?? 'missing';
    const token = await signInDemoShopper(page);
    const planName = await cartWithOnePlan(page, token);
    expect(
      JSON.stringify(await servedManifest(page, checkoutOrigin)),
      'the checkout remote served is the one built against the older shared-ui',
    ).toContain(`"version":"${builtAgainst}"`);
    // Its pages are a signed-in shopper's, which the server sends as a frame: its server container is there all
    // the same, as a deployment has it.
    await expectServerContainer(page, checkoutOrigin);

    await page.goto('/cart');
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(main.getByRole('link', { name: planName })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The remote changes the cart; the shell's badge follows through the shared event bus and session.
    await main.getByRole('button', { name: `Remove ${planName} from cart` }).click();
    await page.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Remove' }).click();
    await expect(main.getByText('Your cart is empty')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    // One instance of shared-ui, the shell's: the remote's own older copy is never loaded.
    expect(await loadedSharedUiVersions(page)).toEqual([SHARED_UI_VERSION]);
    expect(consoleErrors).toEqual([]);
  });

  test("its fragment on another remote's page works: adding a plan from the plan page", async ({ page }) => {
    await emptyCart(page, await signInDemoShopper(page));
    const plan = await firstPlan(page);

    await page.goto(`/property/${plan._id}`);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await mainLandmark(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });
});

test.describe('a remote built against another major of shared-ui', () => {
  const builtAgainst = nextMajor(SHARED_UI_VERSION);
  serveBuiltAgainst('checkout-remote', builtAgainst);

  test('fails loudly into its fallback instead of running on a shared-ui it was not built for', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await signInDemoShopper(page);
    await page.goto('/cart');
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Cart is temporarily unavailable' })).toBeVisible({
      timeout: 6_000,
    });
    expect(logged.join('\n')).toContain(`which needs >=${builtAgainst} <`);
    await expect(cartLink(page)).toBeVisible();

    await page.getByRole('contentinfo').locator('a[href="/about-us"]').first().click();
    await expect(main.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  });
});

test.describe('a remote built against an older minor of shared-ui, on the server', () => {
  const builtAgainst = olderMinor(SHARED_UI_VERSION);
  serveBuiltAgainst('content-remote', builtAgainst);

  test("its page is rendered by the server on the shell's shared-ui and hydrates with no console error", async ({
    page,
    store,
    consoleErrors,
  }) => {
    const contentOrigin = store.remoteUrls['content-remote']?.origin ?? 'missing';
    expect(
      JSON.stringify(await servedManifest(page, contentOrigin)),
      'the content remote served is the one built against the older shared-ui',
    ).toContain(`"version":"${builtAgainst}"`);
    await expectServerContainer(page, contentOrigin);

    // As curl reads it: the remote's own page, rendered by the server from the skewed server container.
    const response = await page.request.get('/about-us', { headers: { accept: '*/*' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1\b[^>]*>Our Story<\/h1>/);
    expect(html).toMatch(/<script type="application\/json" id="page-state">\{"rendered":true/);

    await page.goto('/about-us');
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
});
