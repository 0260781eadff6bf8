/**
 * @jest-environment node
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { apiClient, ApiError, createStoreQueryClient, type PageLoadResult } from 'shared-ui';
import { readRemoteFederation } from 'shared-ui/testing';
import * as BlogDetailsModule from './blog/BlogDetailsPage';
import * as BlogListModule from './blog/BlogListPage';
import * as ReviewsModule from './customer-stories/ReviewsPage';
import * as TestimonialsModule from './customer-stories/TestimonialsPage';
import * as FaqModule from './faq/FaqPage';
import { DESCRIPTION_MAX_LENGTH } from './page-layout/pageHead';
import * as PricingModule from './pricing/PricingPage';
import { BLOG_POST, FAQ, REVIEWS, TESTIMONIALS, contentApiGet } from './testing/contentFixtures';
import { TEST_ORIGIN, loadContext, serverPage, type PageModule } from './testing/serverRendering';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);
beforeEach(() => get.mockImplementation(contentApiGet));

/** The page as the shell's server renderer sends it: React's streaming renderer, all of it once ready. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

interface ServerRender {
  html: string;
  result: PageLoadResult;
  client: QueryClient;
  /** API reads made while rendering, after `load`: the cache must already hold everything. */
  readsDuringRender: number;
}

/** What the shell does for a request: `load` into a fresh cache, then render the page from that cache. */
async function renderOnServer(
  page: PageModule,
  url: string,
  routePath = new URL(url, TEST_ORIGIN).pathname,
): Promise<ServerRender> {
  const client = createStoreQueryClient();
  const result = (await page.load?.(loadContext(client, url, routePath))) ?? {};
  const readsBefore = get.mock.calls.length;
  const html = await renderToHtml(serverPage(page.default, client, url));
  return { html, result, client, readsDuringRender: get.mock.calls.length - readsBefore };
}

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  return typeof value.default === 'function' && (!('load' in value) || typeof value.load === 'function');
}

const { dir, exposes } = readRemoteFederation(path.resolve(__dirname, '..', 'webpack.config.cjs'));
const CONTENT_ROUTES = ROUTE_TABLE.filter((route) => route.remote === 'content').map((route) => {
  const file = exposes[route.module];
  if (file === undefined) throw new Error(`${route.path}: ${route.module} is not exposed`);
  return [route.path, path.join(dir, file)] as const;
});

/** The address each route is rendered at: a blog post needs its ?id=. */
function sampleUrl(routePath: string): string {
  return routePath === '/blogdetails' ? '/blogdetails?id=6' : routePath;
}

/** The answers a page module's first screen reads, by query key, as handed to the browser. */
function dehydratedKeys(client: QueryClient): unknown[] {
  return dehydrate(client).queries.map((query) => query.queryKey);
}

describe('every content page renders on the server', () => {
  it.each(CONTENT_ROUTES)('%s: load describes it, and it renders from the cache alone', async (routePath, file) => {
    const loaded: unknown = await import(file);
    if (!isPageModule(loaded)) throw new Error(`${file} is not a page module`);
    expect(loaded.load).toEqual(expect.any(Function));

    const { html, result, readsDuringRender } = await renderOnServer(loaded, sampleUrl(routePath), routePath);
    const { title = '', description = '' } = result.head ?? {};
    expect(title.trim()).not.toBe('');
    // A sentence or two (a post's own summary may be short).
    expect(description.trim().length).toBeGreaterThanOrEqual(30);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    // No window here: a page that read it while rendering would have thrown.
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toMatch(/Loading/);
    expect(readsDuringRender).toBe(0);
  });

  it('gives each content page a description of its own', async () => {
    const descriptions = await Promise.all(
      CONTENT_ROUTES.map(async ([routePath, file]) => {
        const loaded: unknown = await import(file);
        if (!isPageModule(loaded)) throw new Error(`${file} is not a page module`);
        const result = await loaded.load?.(loadContext(createStoreQueryClient(), sampleUrl(routePath), routePath));
        return [loaded.default, result?.head?.description] as const;
      }),
    );
    // /contact-us and /contactus are one page, one module.
    const byPage = new Map(descriptions);
    expect(new Set(byPage.values()).size).toBe(byPage.size);
  });
});

describe('static pages', () => {
  it('load only their head: nothing is read from the API', async () => {
    const { result, html } = await renderOnServer(PricingModule, '/pricing');
    expect(get).not.toHaveBeenCalled();
    expect(result).toEqual({
      head: {
        title: 'Pricing and Price Guarantee',
        description: expect.stringContaining('we match that price, then take a further 10% off'),
      },
    });
    expect(html).toContain('Our price guarantee');
  });
});

describe('/faq', () => {
  it('sends the questions, the first one open, and describes them as an FAQ page', async () => {
    const { html, result, client, readsDuringRender } = await renderOnServer(FaqModule, '/faq');
    expect(get).toHaveBeenCalledTimes(1);
    expect(readsDuringRender).toBe(0);
    for (const entry of FAQ) expect(html).toContain(entry.question);
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*><span>What do I receive when I buy a plan\?/);
    expect(html).toMatch(/<div id="[^"]*" class="panel"><p>A complete set of construction drawings\.<\/p>/);
    expect(html).toMatch(/<div id="[^"]*" class="panel" hidden=""><p>Yes, with a free quote/);
    expect(dehydratedKeys(client)).toEqual([['faq']]);

    expect(result.status).toBeUndefined();
    expect(result.head).toMatchObject({ title: 'Frequently Asked Questions', description: expect.any(String) });
    expect(result.head?.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
    ]);
  });

  it('fails to load when the API is down, so the page is rendered in the browser instead', async () => {
    get.mockRejectedValue(new ApiError(0, 'Network error', 'network'));
    await expect(FaqModule.load(loadContext(createStoreQueryClient(), '/faq', '/faq'))).rejects.toThrow(
      'Network error',
    );
  });
});

describe('/blog', () => {
  it('sends the list of posts', async () => {
    const { html, result, client, readsDuringRender } = await renderOnServer(BlogListModule, '/blog');
    expect(readsDuringRender).toBe(0);
    expect(html).toContain('Small Homes That Live Large');
    expect(html).toContain('Garage Apartments');
    expect(html).toContain('No summary available');
    expect(html).toContain('href="/blogdetails?id=6"');
    expect(dehydratedKeys(client)).toEqual([['blog', 'posts']]);
    expect(result.head).toEqual({
      title: 'House Plan Blog',
      description:
        'Ideas and practical advice for choosing, changing and building a house plan, from our designers and plan specialists.',
    });
  });
});

describe('/blogdetails', () => {
  it('sends the post named by ?id= and describes it as an article at its own address', async () => {
    const { html, result, client, readsDuringRender } = await renderOnServer(BlogDetailsModule, '/blogdetails?id=6');
    expect(get).toHaveBeenCalledWith('blogs/6', expect.anything());
    expect(readsDuringRender).toBe(0);
    expect(html).toMatch(/<h1[^>]*>Small Homes That Live Large<\/h1>/);
    expect(html).toContain('<h2>Long sight lines</h2>');
    expect(html).toContain('An open living area feels larger.');
    // Only the browser knows the address to share: the row keeps its place until then.
    expect(html).not.toContain('Share on Facebook');
    expect(dehydratedKeys(client)).toEqual([['blog', 'post', 6]]);

    expect(result.status).toBeUndefined();
    expect(result.head).toEqual({
      title: 'Small Homes That Live Large',
      description: 'Design moves that make small plans work.',
      canonicalPath: '/blogdetails?id=6',
      kind: 'article',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: BLOG_POST.title,
          description: 'Design moves that make small plans work.',
          datePublished: BLOG_POST.createdAt,
          author: { '@type': 'Organization', name: 'Design Review Team' },
          image: `${TEST_ORIGIN}/api/user/images/blog/6.svg`,
          url: `${TEST_ORIGIN}/blogdetails?id=6`,
        },
      ],
    });
  });

  it('describes a post without a summary by the opening of its text', async () => {
    const { result } = await renderOnServer(BlogDetailsModule, '/blogdetails?id=5');
    expect(result.head).toMatchObject({
      title: 'Garage Apartments',
      description: 'A garage apartment pays for itself. It needs its own permit.',
      kind: 'article',
    });
  });

  it('answers 404 with the "not found" page for a post the API does not have', async () => {
    const { html, result, client, readsDuringRender } = await renderOnServer(BlogDetailsModule, '/blogdetails?id=999');
    expect(get).toHaveBeenCalledWith('blogs/999', expect.anything());
    expect(readsDuringRender).toBe(0);
    expect(result.status).toBe(404);
    expect(result.head).toMatchObject({ title: 'Blog post not found', noindex: true });
    expect(html).toMatch(/<h1[^>]*>Blog post not found<\/h1>/);
    // "Not found" is handed to the browser like any answer, so it draws the same page.
    expect(dehydrate(client).queries).toEqual([
      expect.objectContaining({ queryKey: ['blog', 'post', 999], state: expect.objectContaining({ data: null }) }),
    ]);
  });

  it.each(['/blogdetails', '/blogdetails?id=abc', '/blogdetails?id=0'])(
    'answers 404 for %s without asking the API',
    async (url) => {
      const { html, result } = await renderOnServer(BlogDetailsModule, url);
      expect(get).not.toHaveBeenCalled();
      expect(result.status).toBe(404);
      expect(html).toMatch(/<h1[^>]*>Blog post not found<\/h1>/);
    },
  );

  it('fails to load when the API fails otherwise, so the page is rendered in the browser instead', async () => {
    get.mockRejectedValue(new ApiError(500, 'Server error'));
    await expect(
      BlogDetailsModule.load(loadContext(createStoreQueryClient(), '/blogdetails?id=6', '/blogdetails')),
    ).rejects.toThrow('Server error');
  });
});

describe('customer stories', () => {
  it('/testimonial sends the stories', async () => {
    const { html, result, readsDuringRender } = await renderOnServer(TestimonialsModule, '/testimonial');
    expect(readsDuringRender).toBe(0);
    expect(html).toContain(TESTIMONIALS[0]?.quote);
    expect(result.head?.title).toBe('Customer Testimonials');
  });

  it('/reviews sends the reviews and says their average in its description', async () => {
    const { html, result, readsDuringRender } = await renderOnServer(ReviewsModule, '/reviews');
    expect(readsDuringRender).toBe(0);
    expect(html).toContain(REVIEWS[1]?.title);
    // React separates adjacent texts with empty comments.
    expect(html.replaceAll('<!-- -->', '')).toContain('4.5 out of 5, from 2 reviews');
    expect(result.head).toEqual({
      title: 'Customer Reviews',
      description:
        'Rated 4.5 out of 5 from 2 reviews: read what customers say about our house plans, our service and our delivery, good and bad.',
    });
  });

  it('/reviews without any reviews still describes the page', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
    const { result } = await renderOnServer(ReviewsModule, '/reviews');
    expect(result.head?.description).toBe(
      'Read what customers say about our house plans, our service and our delivery, good and bad.',
    );
  });
});
