/** @jest-environment node */
// The server has no window, document or storage: every page module is imported and rendered here without them, as
// the shell's server renderer does (load, then React's streaming renderer once all is ready).
import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { apiClient, createStoreQueryClient, type PageLoadResult } from 'shared-ui';
import ComparePage from './compare/ComparePage';
import FavoriteCollectionsPage from './favorite-collections/FavoriteCollectionsPage';
import FavoritesPage from './favorites/FavoritesPage';
import MyFavorites from './favorites/MyFavorites';
import HomePage, { load as loadHome } from './home/HomePage';
import PlanDetailPage, { load as loadPlanDetail } from './plan-detail/PlanDetailPage';
import PlanSearchPage, { load as loadPlanSearch } from './plan-search/PlanSearchPage';
import StylesPage, { load as loadStyles } from './styles/StylesPage';
import {
  askedPaths,
  LIST_COUNT,
  LIST_PLANS,
  loadContext,
  ORIGIN,
  pageTree,
  PLAN,
  planLinksOf,
  renderOnServer,
  stubCatalogApi,
  textOf,
  type OpenedPage,
} from './testing/serverRenderingFixtures';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

interface ServerPage {
  result: PageLoadResult | null;
  html: string;
  /** What the page asked the API for while rendering (the cache should have served it all). */
  askedWhileRendering: string[];
}

/** `load` (when the page has one), then the render, as the shell's server renderer does. */
async function serve(page: OpenedPage, load?: (client: QueryClient) => Promise<PageLoadResult>): Promise<ServerPage> {
  const client = createStoreQueryClient();
  const result = load ? await load(client) : null;
  const before = get.mock.calls.length;
  const html = await renderOnServer(
    pageTree(client, page, (routes) => <StaticRouter location={page.url}>{routes}</StaticRouter>),
  );
  return { result, html, askedWhileRendering: askedPaths(get, before) };
}

const planPage = (url: string): OpenedPage => ({ url, routePath: '/property/:id', Page: PlanDetailPage });
const servePlan = (url: string) => serve(planPage(url), (client) => loadPlanDetail(loadContext(client, planPage(url))));

const listPage = (url: string, routePath: string): OpenedPage => ({ url, routePath, Page: PlanSearchPage });
const serveList = (url: string, routePath = new URL(url, ORIGIN).pathname) =>
  serve(listPage(url, routePath), (client) => loadPlanSearch(loadContext(client, listPage(url, routePath))));

beforeEach(() => {
  get.mockReset();
  stubCatalogApi(get);
});

describe('the plan page on the server', () => {
  it("renders the plan from load's answer: name, number, price and facts, asking nothing more", async () => {
    const { html, askedWhileRendering } = await servePlan('/property/42');
    expect(askedPaths(get)).toEqual(['property/42']);
    expect(askedWhileRendering).toEqual([]);
    const text = textOf(html);
    expect(html).toContain('>The Magnolia Farmhouse</h1>');
    expect(text).toContain('#10042');
    expect(text).toContain('Starts From $1,295');
    expect(text).toContain('Sq Ft 2,150 Beds 4 Baths 3 Stories 2 Cars 2');
    expect(text).toContain('Total Heated Area 2,150 sq ft');
    expect(text).toContain('Standard Foundation Basement');
    expect(text).toContain('Architectural Style Style Modern Farmhouse');
    // Related plans are read in the browser, once the shopper scrolls near them: the server draws their placeholder.
    expect(text).toMatch(/Request different exterior walls Loading related plans…\s*$/);
  });

  it('describes the plan as a product with its picture, its Product and its Offer', async () => {
    const { result } = await servePlan('/property/42');
    expect(result).toEqual({
      status: 200,
      head: {
        title: 'The Magnolia Farmhouse (Plan #10042)',
        description:
          'The Magnolia Farmhouse (Plan #10042): a Modern Farmhouse house plan with 4 bedrooms, 3 bathrooms and ' +
          '2,150 sq ft on 2 stories. Starts from $1,295.',
        canonicalPath: '/property/42',
        kind: 'product',
        image: {
          url: `${ORIGIN}/api/user/images/plans/42/share.png`,
          width: 1200,
          height: 630,
          alt: 'The Magnolia Farmhouse elevation',
        },
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'The Magnolia Farmhouse',
            sku: '10042',
            description: PLAN.description,
            image: [
              `${ORIGIN}/api/user/images/plans/42/share.png`,
              'https://plans.example/images/42/front.svg',
              'https://plans.example/images/42/rear.svg',
            ],
            category: 'Modern Farmhouse',
            brand: { '@type': 'Brand', name: 'House Plans' },
            offers: {
              '@type': 'Offer',
              price: '1295.00',
              priceCurrency: 'USD',
              availability: 'https://schema.org/InStock',
              url: `${ORIGIN}/property/42`,
              seller: { '@type': 'Organization', name: 'House Plans' },
            },
          },
        ],
      },
    });
  });

  it("is a 404 showing 'No property found.' for a plan the API does not know", async () => {
    const { result, html, askedWhileRendering } = await servePlan('/property/404');
    expect(result?.status).toBe(404);
    // The plan, then the popular plans the page offers instead.
    expect(askedPaths(get)).toEqual(['property/404', 'properties']);
    expect(askedWhileRendering).toEqual([]);
    expect(textOf(html)).toContain('No property found.');
    expect(textOf(html)).toContain('Popular plans');
    expect(html).not.toContain('<h1');
  });

  it.each(['/property/abc', '/property/0'])('is a 404 for %s without asking for a plan', async (url) => {
    const { result, html } = await servePlan(url);
    expect(result?.status).toBe(404);
    // Only the popular plans the page offers instead.
    expect(askedPaths(get)).toEqual(['properties']);
    expect(textOf(html)).toContain('No property found.');
  });

  it('rejects when the API fails, so that the page renders in the browser', async () => {
    stubCatalogApi(get, { failing: true });
    const client = createStoreQueryClient();
    await expect(loadPlanDetail(loadContext(client, planPage('/property/42')))).rejects.toThrow('HTTP 500');
  });
});

describe('the plan lists on the server', () => {
  it("renders a page of plans from load's answer, each a link, and the pages as links", async () => {
    const { html, askedWhileRendering } = await serveList('/propertyList?bedrooms=3&pagination=1');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      'properties',
      expect.objectContaining({ searchParams: { bedrooms: '3', pagination: '1' } }),
    );
    expect(askedWhileRendering).toEqual([]);
    expect(planLinksOf(html)).toEqual(LIST_PLANS.map((plan) => `/property/${plan._id}`));
    expect(textOf(html)).toContain(`${LIST_COUNT} plans match`);
    expect(html).toContain('href="/propertyList?bedrooms=3"');
    expect(html).toContain('href="/propertyList?bedrooms=3&amp;pagination=2"');
  });

  it('says what the list is, how many plans it holds, and its one spelling', async () => {
    const { result } = await serveList('/propertyList?bedrooms=3&pagination=1');
    expect(result).toEqual({
      status: 200,
      head: {
        title: 'House Plans, page 2',
        description:
          'House Plans: 25 plans to compare by size, bedrooms, style and price, each with its floor plans. Page 2 of 3.',
        canonicalPath: '/propertyList?bedrooms=3&pagination=1',
      },
    });
  });

  it('searches a prefiltered list with its preset, titled by it, the order left out of its spelling', async () => {
    const { result, html } = await serveList('/carports?sort_by=3&bedrooms=2&garage_type=%5B3%5D');
    expect(get).toHaveBeenCalledWith(
      'properties',
      // The preset's stand-alone garage type (carports, not houses with one) and its garage type.
      expect.objectContaining({ searchParams: { bedrooms: '2', sort_by: '3', garage_type: '[3]', plan_type: '[2]' } }),
    );
    expect(html).toContain('>Carports</h1>');
    expect(result?.head).toMatchObject({ title: 'Carports', canonicalPath: '/carports?bedrooms=2' });
    expect(result?.head?.description).toMatch(/^Carports: 25 plans/);
  });

  it("gives an alias's filtered list the canonical list's spelling", async () => {
    const { result } = await serveList('/home-search?plan_style_id=4');
    expect(result?.head).toMatchObject({ title: 'Search Results', canonicalPath: '/propertyList?plan_style_id=4' });
  });

  it('keeps a page past the end out of search results', async () => {
    const { result } = await serveList('/propertyList?pagination=3');
    expect(result?.head).toMatchObject({ title: 'House Plans, page 4', noindex: true });
    const { result: last } = await serveList('/propertyList?pagination=2');
    expect(last?.head?.noindex).toBeUndefined();
  });

  it('rejects when the search fails', async () => {
    stubCatalogApi(get, { failing: true });
    const client = createStoreQueryClient();
    await expect(loadPlanSearch(loadContext(client, listPage('/propertyList', '/propertyList')))).rejects.toThrow(
      'HTTP 500',
    );
  });
});

describe('the home and styles pages on the server', () => {
  it("renders the home page's first screen, reading nothing, and describes the store", async () => {
    const page = { url: '/', routePath: '/', Page: HomePage };
    const { result, html } = await serve(page, (client) => loadHome(loadContext(client, page)));
    expect(get).not.toHaveBeenCalled();
    expect(html).toContain('Your Dream Home Awaits');
    expect(html).toContain('Why Buy Plans');
    expect(result?.head?.title).toBe('House, Garage and Multi-Family Plans');
    expect(result?.head?.description).toMatch(/house, garage and multi-family plans/);
  });

  it('renders every style tile as a link to its list', async () => {
    const page = { url: '/styles', routePath: '/styles', Page: StylesPage };
    const { result, html, askedWhileRendering } = await serve(page, (client) => loadStyles(loadContext(client, page)));
    expect(get).toHaveBeenCalledWith('plan-styles', expect.objectContaining({ searchParams: { limit: 48 } }));
    expect(askedWhileRendering).toEqual([]);
    expect(html).toContain('href="/home-search?plan_style_id=1"');
    expect(textOf(html)).toContain('Style 3');
    expect(result?.head?.description).toMatch(/^House plans by architectural style: Modern Farmhouse, /);
  });
});

describe('the pages kept in the browser, on the server', () => {
  it.each([
    ['/favoritedetails', FavoritesPage, 'My Favorites', 'Loading favourites…'],
    ['/my-favorites', MyFavorites, 'My favourites', 'Loading favourites…'],
    ['/favorite', FavoriteCollectionsPage, 'Favorite Collections', 'Loading collections…'],
    ['/compare', ComparePage, 'Compare Plans', 'Loading plans…'],
  ])('%s renders its frame and waits for the browser', async (url, Page, title, loading) => {
    const { html } = await serve({ url, routePath: url, Page });
    expect(textOf(html)).toContain(`${title} ${loading}`);
    expect(get).not.toHaveBeenCalled();
  });
});
