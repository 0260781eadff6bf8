import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { recordIdSchema } from 'contracts/src/api/requestSchemas';
import { publicStaticPaths } from 'contracts/src/routing/publicPages';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { apiBuildTime } from './apiBuildTime';
import { publicOrigin } from './publicOrigin';
import {
  blogPostDates,
  countPlans,
  newestChanges,
  planChunkDates,
  planDates,
  type NewestChanges,
} from './sitemapSources';
import { SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemapXml';

/** Crawlers may keep a sitemap a few minutes; a new plan is listed within them. */
const SITEMAP_CACHE = 'public, max-age=300';
const XML_TYPE = 'application/xml; charset=utf-8';

/** The page of one blog post: the post is named by the query (the spec's URL), so it is listed per post. */
const BLOG_POST_PATH = '/blogdetails';

/** The plans' sitemap files of an index: `/sitemaps/plans-1.xml`, `-2`... */
const planFilesParamsSchema = Type.Object({ page: recordIdSchema }, { additionalProperties: false });

export interface SitemapRouteOptions {
  db: Kysely<Database>;
  /** The store's public address (PUBLIC_URL): a sitemap's URLs are absolute. */
  siteUrl?: string;
  /** URLs per file, 50,000 by the protocol; past it, /sitemap.xml is an index of files (tests use a small one). */
  maxUrlsPerFile?: number;
  /** The last change of the pages whose content ships with the code; by default when the API was built. */
  contentChangedAt?: Date;
}

/**
 * When a public page without parameters last changed: the plan lists, the home page and the styles show plans,
 * the blog list its posts, the reviews page its reviews; the other content pages' text ships with the code.
 */
function pageChangedAt(path: string, newest: NewestChanges, contentChangedAt: Date): Date {
  const route = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (route?.remote === 'catalog') return newest.plans ?? contentChangedAt;
  if (path === '/blog') return newest.posts ?? contentChangedAt;
  if (path === '/reviews') return newest.reviews ?? contentChangedAt;
  return contentChangedAt;
}

/** The newest change among `entries`: a sitemap index's date for their file. */
function newestOf(entries: readonly SitemapEntry[], fallback: Date): Date {
  return entries.reduce(
    (newest, entry) => (entry.lastmod > newest ? entry.lastmod : newest),
    entries[0]?.lastmod ?? fallback,
  );
}

/**
 * GET /sitemap.xml: every public page (aliases once, by their canonical spelling), every blog post and every plan,
 * each with its last change. Past `maxUrlsPerFile` URLs it is a sitemap index of `/sitemaps/pages.xml` (pages and
 * posts) and `/sitemaps/plans-N.xml` (plans in id order, `maxUrlsPerFile` each). Every file is built from one
 * bounded read: at most `maxUrlsPerFile` plans, two columns each.
 */
export const sitemapRoute: FastifyPluginAsyncTypebox<SitemapRouteOptions> = async (
  app,
  { db, siteUrl, maxUrlsPerFile = SITEMAP_URL_LIMIT, contentChangedAt = apiBuildTime() },
) => {
  const origin = publicOrigin(siteUrl);
  const staticPaths = publicStaticPaths().filter((path) => path !== BLOG_POST_PATH);

  const pageEntries = async (): Promise<SitemapEntry[]> => {
    const [newest, posts] = await Promise.all([newestChanges(db), blogPostDates(db)]);
    return [
      ...staticPaths.map((path) => ({
        loc: `${origin}${path}`,
        lastmod: pageChangedAt(path, newest, contentChangedAt),
      })),
      ...posts.map((post) => ({ loc: `${origin}${BLOG_POST_PATH}?id=${post.id}`, lastmod: post.changedAt })),
    ];
  };

  const planEntries = async (offset: number, limit: number): Promise<SitemapEntry[]> =>
    (await planDates(db, offset, limit)).map((plan) => ({
      loc: `${origin}/property/${plan.id}`,
      lastmod: plan.changedAt,
    }));

  app.get('/sitemap.xml', async (_request, reply) => {
    const [pages, planCount] = await Promise.all([pageEntries(), countPlans(db)]);
    reply.header('cache-control', SITEMAP_CACHE).type(XML_TYPE);
    if (pages.length + planCount <= maxUrlsPerFile) {
      return reply.send(urlsetXml([...pages, ...(await planEntries(0, planCount))]));
    }
    const planFiles = await planChunkDates(db, maxUrlsPerFile);
    return reply.send(
      sitemapIndexXml([
        { loc: `${origin}/sitemaps/pages.xml`, lastmod: newestOf(pages, contentChangedAt) },
        ...planFiles.map((lastmod, index) => ({ loc: `${origin}/sitemaps/plans-${index + 1}.xml`, lastmod })),
      ]),
    );
  });

  // The index's files. They answer whichever form /sitemap.xml takes; a plans file past the last plan is 404.
  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const pages = await pageEntries();
    return reply.header('cache-control', SITEMAP_CACHE).type(XML_TYPE).send(urlsetXml(pages));
  });

  app.get('/sitemaps/plans-:page.xml', { schema: { params: planFilesParamsSchema } }, async (request, reply) => {
    const plans = await planEntries((request.params.page - 1) * maxUrlsPerFile, maxUrlsPerFile);
    if (plans.length === 0) throw notFound('There is no such sitemap.');
    return reply.header('cache-control', SITEMAP_CACHE).type(XML_TYPE).send(urlsetXml(plans));
  });
};
