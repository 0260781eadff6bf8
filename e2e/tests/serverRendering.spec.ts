import type { APIRequestContext, ConsoleMessage, Page, Request } from '@playwright/test';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { formatPrice, type PlanDetail, type PlanListPage } from 'contracts/src/catalog/plan';
import type { BlogPostSummary } from 'contracts/src/content/blog';
import type { FaqEntry } from 'contracts/src/content/faq';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { isPublicPage } from 'contracts/src/routing/publicPages';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import type { CartEntry } from 'contracts/src/checkout/cart';
import { signInDemoShopper } from '../fixtures/demoShopper';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// Issue 18: every page is rendered on the server by the remote that owns it, and the browser hydrates it. Without
// a browser (as curl, crawlers and link previewers read it) a page holds its content and its head; in the browser
// it hydrates without a mismatch, asks for none of its data again, and answers clicks.

/** What curl and link previewers send: no preference for HTML, so nothing may depend on one. */
const ANY_TYPE = { accept: '*/*' };

async function data<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  const body: ApiEnvelope<T> = await response.json();
  return body.data;
}

async function firstPlanDetail(request: APIRequestContext): Promise<PlanDetail> {
  const [plan] = (await data<PlanListPage>(request, '/api/user/properties?limit=1')).data;
  if (!plan) throw new Error('The seeded catalogue is empty');
  return data<PlanDetail>(request, `/api/user/property/${plan._id}`);
}

/** The page as the server sends it, read without a browser. */
async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: ANY_TYPE, maxRedirects: 0 });
  return { status: response.status(), type: response.headers()['content-type'] ?? '', html: await response.text() };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text a reader sees in the HTML: tags dropped (each a space), entities read, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ');
}

/** The content of `<meta property|name="key" content="...">`. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function structuredData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match): unknown =>
    JSON.parse(match[1] ?? 'null'),
  );
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('pages as the server sends them, read without a browser', () => {
  test("a plan page holds the plan, its price and facts, a Product with an Offer, and the share card's tags", async ({
    request,
  }) => {
    const plan = await firstPlanDetail(request);
    const { status, type, html } = await serverPage(request, `/property/${plan._id}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);

    const text = visibleText(html);
    expect(text).toContain(plan.name);
    expect(text).toContain(`#${plan.plan_number}`);
    expect(text).toContain(formatPrice(plan.price));
    expect(text).toMatch(new RegExp(`Sq Ft ${formatWholeNumber(plan.sq_ft)}\\b`));
    expect(text).toMatch(new RegExp(`Beds ${plan.beds}\\b`));
    expect(text).toMatch(new RegExp(`Baths ${String(plan.baths).replace('.', '\\.')}\\b`));

    const product = structuredData(html).find((item) => field(item, '@type') === 'Product');
    expect(product, 'a schema.org Product').toBeDefined();
    expect(field(product, 'name')).toBe(plan.name);
    const offer = field(product, 'offers');
    expect(field(offer, '@type')).toBe('Offer');
    expect(Number(field(offer, 'price'))).toBe(plan.price / 100);
    expect(field(offer, 'priceCurrency')).toBe('USD');

    expect(metaContent(html, 'og:title')).toContain(plan.name);
    expect(metaContent(html, 'og:type')).toBe('product');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^https?://[^/]+/api/user/images/plans/${plan._id}/share\\.png$`));
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(html)).toMatch(new RegExp(`^https?://[^/]+/property/${plan._id}$`));

    // The picture the card names is there, at the size it says.
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  });

  test("/propertyList holds links to its first ten plans, the API's first page", async ({ request }) => {
    const firstPage = await data<PlanListPage>(request, '/api/user/properties');
    const { status, html } = await serverPage(request, '/propertyList');
    expect(status).toBe(200);
    const linked = new Set([...html.matchAll(/href="\/property\/(\d+)"/g)].map((match) => match[1]));
    expect([...linked].sort()).toEqual(firstPage.data.map((plan) => plan._id).sort());
    expect(linked.size).toBe(10);
  });

  test('/faq holds every question', async ({ request }) => {
    const entries = await data<FaqEntry[]>(request, '/api/user/faq');
    expect(entries.length).toBeGreaterThan(0);
    const { status, html } = await serverPage(request, '/faq');
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const entry of entries) expect(text).toContain(entry.question);
  });

  test('a spelling of a page names the one canonical URL', async ({ request }) => {
    const { status, html } = await serverPage(request, '/propertylist');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toMatch(/^https?:\/\/[^/]+\/propertyList$/);
  });

  test('an unknown plan and a malformed plan id answer 404; an unknown path 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/property/999999', '/property/abc']) {
      const { status, type } = await serverPage(request, path);
      expect(status, path).toBe(404);
      expect(type, path).toMatch(/^text\/html/);
    }
    const unknown = await serverPage(request, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toMatch(/^text\/html/);
    expect(visibleText(unknown.html)).toContain('Page not found');
    expect(metaContent(unknown.html, 'robots')).toBe('noindex');
  });

  test('/robots.txt and /sitemap.xml are served', async ({ request }) => {
    const robots = await request.get('/robots.txt', { headers: ANY_TYPE });
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);

    const plan = await firstPlanDetail(request);
    const sitemap = await request.get('/sitemap.xml', { headers: ANY_TYPE });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/faq<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>https?://[^/]+/property/${plan._id}</loc>`));
  });
});

/** Every console error and warning, and every uncaught exception, of `page` from now on, each with its page. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${where()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()} uncaught: ${error.message}`));
  return problems;
}

/**
 * Resolves once React has hydrated the page's heading (it keeps its fibre on the DOM node it claimed), then once the
 * network is quiet: whatever the page would ask for again, or log, it has by then.
 */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = document.querySelector('main h1');
          return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
        }),
      { message: `${page.url()} hydrates its heading`, timeout: 15_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

/** What the server told the browser of the page it sent (the page-state data block). */
function sentRendered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state: unknown = JSON.parse(document.getElementById('page-state')?.textContent ?? 'null');
    return typeof state === 'object' && state !== null && Reflect.get(state, 'rendered') === true;
  });
}

/** The API calls to `path` (query aside) that `page` makes from now on. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
}

/** Every public page of the route table at a concrete URL: the first plan, the first blog post. */
async function publicPageUrls(request: APIRequestContext): Promise<string[]> {
  const plan = await firstPlanDetail(request);
  const [post] = await data<BlogPostSummary[]>(request, '/api/user/blogs');
  if (!post) throw new Error('The seeded blog is empty');
  return ROUTE_TABLE.filter(isPublicPage).map((route) => {
    if (route.path === '/blogdetails') return `/blogdetails?id=${post.id}`;
    return route.path.replace(':id', plan._id);
  });
}

test.describe('pages hydrated in the browser', () => {
  test('every public page is sent rendered and hydrates with no console error or warning', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const urls = await publicPageUrls(request);
    expect(urls).toContain('/propertyList');
    const problems = recordConsoleProblems(page);
    const notRendered: string[] = [];
    for (const url of urls) {
      await page.goto(url);
      await hydrated(page);
      if (!(await sentRendered(page))) notRendered.push(url);
      await expect(page.getByText(/temporarily unavailable/), `${url} loads its remote`).toHaveCount(0);
    }
    expect(notRendered, 'pages the server sent as a frame only').toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the plan list's and the plan page's queries are not asked again after the page loads", async ({
    page,
    request,
  }) => {
    const plan = await firstPlanDetail(request);
    const problems = recordConsoleProblems(page);
    const listCalls = callsTo(page, '/api/user/properties');
    const planCalls = callsTo(page, `/api/user/property/${plan._id}`);

    await page.goto('/propertyList');
    await hydrated(page);
    await expect(mainLandmark(page).getByRole('article')).toHaveCount(10);
    expect(listCalls, '/propertyList reads its plans from the page').toEqual([]);

    await page.goto(`/property/${plan._id}`);
    await hydrated(page);
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    expect(planCalls, 'the plan page reads its plan from the page').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a page the server sends again, half a minute after rendering it, asks for none of its data again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A URL no other test opens: rendered now, and kept by the server for the next visitors.
    const url = '/propertyList?pagination=1';
    expect((await serverPage(request, url)).status).toBe(200);
    // Past the browser's 30 s during which an answer needs no new read; within the minute the server keeps a page.
    await page.waitForTimeout(35_000);
    const listCalls = callsTo(page, '/api/user/properties');
    await page.goto(url);
    await hydrated(page);
    await expect(mainLandmark(page).getByRole('article')).toHaveCount(10);
    expect(listCalls, 'the page read its plans from what the server sent').toEqual([]);
  });
});

test.describe('pages answer clicks once hydrated', () => {
  const total = (page: Page) => mainLandmark(page).getByText(/^[\d,]+ plans match$/);

  test('a filter on /propertyList updates the results', async ({ page, request }) => {
    const problems = recordConsoleProblems(page);
    const singleFamily = await data<PlanListPage>(request, '/api/user/properties?plan_type=%5B1%5D');
    await page.goto('/propertyList');
    await hydrated(page);
    const main = mainLandmark(page);
    const before = (await total(page).textContent()) ?? '';

    await main.getByRole('checkbox', { name: /^Single-Family Homes \(/ }).check();
    await expect(page).toHaveURL(/plan_type=%5B1%5D/);
    const expected = `${formatWholeNumber(singleFamily.count)} plans match`;
    expect(expected).not.toBe(before);
    await expect(total(page)).toHaveText(expected);
    await expect(main.getByRole('article').first()).toHaveAccessibleName(singleFamily.data[0]?.name ?? 'missing');
    expect(problems).toEqual([]);
  });

  test('Add To Cart on a plan page works for the signed-in demo shopper', async ({ page, request }) => {
    const token = await signInDemoShopper(page);
    const headers = { token };
    // The demo shopper is shared by the whole run: the test starts from an empty cart.
    for (const entry of await data<CartEntry[]>(page.request, '/api/user/cart', headers)) {
      expect((await page.request.delete(`/api/user/cart/${entry._id}`, { headers })).ok()).toBe(true);
    }
    const plan = await firstPlanDetail(request);
    const problems = recordConsoleProblems(page);
    const cartLink = page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .first();

    await page.goto(`/property/${plan._id}`);
    await hydrated(page);
    await expect(cartLink).toHaveAccessibleName('Cart, 0 items');
    await mainLandmark(page).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await expect(mainLandmark(page).getByRole('link', { name: plan.name })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the FAQ accordion opens a question', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/faq');
    await hydrated(page);
    const main = mainLandmark(page);
    const question = main.getByRole('button', { name: 'Can you change a plan for me?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(/free quote within 1-3 business days/)).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/free quote within 1-3 business days/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("a server-rendered form before the page's scripts run", () => {
  // A shopper may type and press Enter before the scripts arrive (a slow network, or none at all). The browser must
  // not send the form itself: a GET would put a password or a message in the URL, the history and the request log.
  for (const { path, form } of [
    { path: '/SignIn', form: { Email: 'demo@example.com', Password: 'a password typed early' } },
    { path: '/contact-us', form: { Name: 'Ann Early', Email: 'ann@example.com' } },
  ]) {
    test(`${path}: Enter and the submit button send nothing`, async ({ browser, store }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: store.url });
      try {
        const page = await context.newPage();
        await page.goto(path);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(request.url());
        });
        const submit = mainLandmark(page).locator('form button[type="submit"]');
        await expect(submit).toBeDisabled();
        for (const [label, value] of Object.entries(form))
          await mainLandmark(page).getByLabel(label).first().fill(value);
        await mainLandmark(page).getByLabel('Email').first().press('Enter');
        await submit.click({ force: true });
        // Anything sent would be under way by the time a round trip to the page comes back.
        await page.evaluate(() => document.readyState);
        expect(sent).toEqual([]);
        expect(page.url()).toBe(new URL(path, page.url()).href);
      } finally {
        await context.close();
      }
    });
  }
});
