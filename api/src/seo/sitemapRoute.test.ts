import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import type { DatabaseHandle } from '../db/openDatabase';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { apiBuildTime } from './apiBuildTime';
import { sitemapRoute } from './sitemapRoute';
import { urlsetXml, w3cDatetime } from './sitemapXml';
import { strictApp } from './testing/strictApp';

const STORE = 'http://localhost:3000';
const SHOP = 'https://plans.example';
const PLANS = 300;
/** Small enough that 300 plans take three files, large enough for every page and post in one. */
const SMALL_LIMIT = 120;
const CONTENT_CHANGED_AT = new Date('2026-05-04T03:02:01Z');

/** `<loc>` to `<lastmod>` of every entry of a sitemap or an index, in order. */
function entriesOf(xml: string): Array<[string, string]> {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

describe('the sitemap in XML', () => {
  it('escapes each address as XML text: & in a query string is &amp;', () => {
    const xml = urlsetXml([{ loc: `${SHOP}/propertyList?beds=3&baths=2`, lastmod: CONTENT_CHANGED_AT }]);
    expect(xml).toContain(`<loc>${SHOP}/propertyList?beds=3&amp;baths=2</loc><lastmod>2026-05-04T03:02:01Z</lastmod>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/')).toBe(
      true,
    );
  });
});

describe.each(TEST_DATABASES)('GET /sitemap.xml on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let store: FastifyInstance;
  /** The same routes with a limit of SMALL_LIMIT addresses a file: the index form. */
  let indexed: FastifyInstance;
  let plans: Array<{ id: number; created_at: Date }>;
  let posts: Array<{ id: number; published_at: Date }>;
  /** The newest review's day, as the reviews page's lastmod gives it. */
  let newestReview: string;

  beforeAll(async () => {
    handle = await openSeededDatabase(database, PLANS);
    store = await buildTestApp(handle.db);
    indexed = strictApp();
    await indexed.register(sitemapRoute, {
      db: handle.db,
      siteUrl: `${SHOP}/`,
      maxUrlsPerFile: SMALL_LIMIT,
      contentChangedAt: CONTENT_CHANGED_AT,
    });
    plans = await handle.db.selectFrom('plans').select(['id', 'created_at']).orderBy('id').execute();
    posts = await handle.db.selectFrom('blog_posts').select(['id', 'published_at']).orderBy('id').execute();
    const { rows } = await sql<{ newest: string }>`select to_char(max(reviewed_on), 'YYYY-MM-DD') as newest
      from reviews`.execute(handle.db);
    newestReview = `${rows[0]?.newest}T00:00:00Z`;
  });

  afterAll(async () => {
    await store?.close();
    await indexed?.close();
    await handle?.close();
  });

  const newest = (dates: Date[]) => w3cDatetime(new Date(Math.max(...dates.map((date) => date.getTime()))));

  describe('one file while the addresses fit', () => {
    let xml: string;
    let entries: Map<string, string>;

    beforeAll(async () => {
      const response = await store.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      xml = response.body;
      entries = new Map(entriesOf(xml));
    });

    it('is a urlset with an entry per address, each once', () => {
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(entries.size).toBe(entriesOf(xml).length);
    });

    it('lists each public page once by its canonical spelling, and no private page', () => {
      const locs = entriesOf(xml).map(([loc]) => loc);
      expect(locs.filter((loc) => loc === `${STORE}/propertyList`)).toHaveLength(1);
      expect(locs).toContain(`${STORE}/`);
      expect(locs).toContain(`${STORE}/contact-us`);
      for (const alias of ['/propertylist', '/home', '/contactus', '/style', '/blogdetails']) {
        expect(locs).not.toContain(`${STORE}${alias}`);
      }
      for (const hidden of ['/cart', '/checkout', '/SignIn', '/myaccount', '/compare', '/favorite', '/staff/orders']) {
        expect(locs).not.toContain(`${STORE}${hidden}`);
      }
    });

    it('lists every plan with the time it was added (plans are never edited)', () => {
      const planLocs = [...entries.keys()].filter((loc) => loc.startsWith(`${STORE}/property/`));
      expect(planLocs).toHaveLength(PLANS);
      const [first] = plans;
      if (!first) throw new Error('no plan seeded');
      expect(xml).toContain(
        `<url><loc>${STORE}/property/${first.id}</loc><lastmod>${w3cDatetime(new Date(first.created_at))}</lastmod></url>`,
      );
    });

    it('lists every blog post by its page’s URL, dated when it was published', () => {
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        expect(entries.get(`${STORE}/blogdetails?id=${post.id}`)).toBe(w3cDatetime(new Date(post.published_at)));
      }
    });

    it('dates the plan lists by the newest plan, the blog by its newest post, the rest by the API’s build', () => {
      const newestPlan = newest(plans.map((plan) => new Date(plan.created_at)));
      expect(entries.get(`${STORE}/propertyList`)).toBe(newestPlan);
      expect(entries.get(`${STORE}/carports`)).toBe(newestPlan);
      expect(entries.get(`${STORE}/`)).toBe(newestPlan);
      expect(entries.get(`${STORE}/blog`)).toBe(newest(posts.map((post) => new Date(post.published_at))));
      expect(entries.get(`${STORE}/reviews`)).toBe(newestReview);
      expect(entries.get(`${STORE}/faq`)).toBe(w3cDatetime(apiBuildTime()));
    });

    it('leaves no bare & in the XML', () => {
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    });
  });

  describe(`an index of files past the limit (${SMALL_LIMIT} addresses a file)`, () => {
    const get = (url: string) => indexed.inject({ method: 'GET', url });

    it('points at the pages’ file and one file per run of plans, each dated by its newest entry', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      const chunkDate = (index: number) =>
        newest(plans.slice(index * SMALL_LIMIT, (index + 1) * SMALL_LIMIT).map((plan) => new Date(plan.created_at)));
      // The pages' file changed with the newest of the plans (the lists), posts, reviews and the content's build.
      const pagesDate = newest([
        CONTENT_CHANGED_AT,
        new Date(newestReview),
        ...plans.map((plan) => new Date(plan.created_at)),
        ...posts.map((post) => new Date(post.published_at)),
      ]);
      expect(entriesOf(response.body)).toEqual([
        [`${SHOP}/sitemaps/pages.xml`, pagesDate],
        [`${SHOP}/sitemaps/plans-1.xml`, chunkDate(0)],
        [`${SHOP}/sitemaps/plans-2.xml`, chunkDate(1)],
        [`${SHOP}/sitemaps/plans-3.xml`, chunkDate(2)],
      ]);
    });

    it('serves the pages and posts in pages.xml, and no plan', async () => {
      const response = await get('/sitemaps/pages.xml');
      expect(response.statusCode).toBe(200);
      const locs = entriesOf(response.body).map(([loc]) => loc);
      expect(locs).toContain(`${SHOP}/propertyList`);
      expect(locs).toContain(`${SHOP}/blogdetails?id=${posts[0]?.id}`);
      expect(locs.length).toBeLessThanOrEqual(SMALL_LIMIT);
      expect(locs.some((loc) => loc.includes('/property/'))).toBe(false);
      expect(new Map(entriesOf(response.body)).get(`${SHOP}/about-us`)).toBe(w3cDatetime(CONTENT_CHANGED_AT));
    });

    it('serves the plans in id order, the limit in each file, the rest in the last', async () => {
      const second = entriesOf((await get('/sitemaps/plans-2.xml')).body);
      expect(second.map(([loc]) => loc)).toEqual(
        plans.slice(SMALL_LIMIT, 2 * SMALL_LIMIT).map((plan) => `${SHOP}/property/${plan.id}`),
      );
      const last = entriesOf((await get('/sitemaps/plans-3.xml')).body);
      expect(last).toHaveLength(PLANS - 2 * SMALL_LIMIT);
    });

    it.each([
      ['/sitemaps/plans-4.xml', 404, 'There is no such sitemap.'],
      ['/sitemaps/plans-0.xml', 400, "The path parameter 'page' must be >= 1."],
      ['/sitemaps/plans-x.xml', 400, "The path parameter 'page' must be integer."],
    ])('answers %s with %i and the error envelope', async (url, status, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json<ApiErrorBody>()).toEqual({ status, message });
    });
  });
});
