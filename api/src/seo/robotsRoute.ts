import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import { isPublicPage } from 'contracts/src/routing/publicPages';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';
import { publicOrigin } from './publicOrigin';

/** The file changes only with a deploy (the route table is built in): an hour in any cache is plenty. */
const ROBOTS_CACHE = 'public, max-age=3600';

/**
 * robots.txt rules match by prefix, so a page with a parameter (`/order-confirmation/:id`) is disallowed by what
 * comes before its first parameter. A path under a folder that holds no public page at all (`/staff/orders`) is
 * disallowed as that folder (`/staff/`), so the next page added there is covered too.
 */
function disallowedPrefix(path: string, publicPaths: readonly string[]): string {
  const parameter = path.indexOf(':');
  const prefix = parameter === -1 ? path : path.slice(0, parameter);
  const [first, second] = prefix.split('/').filter(Boolean);
  if (first === undefined || second === undefined) return prefix;
  const folder = `/${first}/`;
  return publicPaths.some((publicPath) => publicPath.startsWith(folder)) ? prefix : folder;
}

/**
 * What crawlers are kept out of: every page that is not public (a signed-in shopper's, the sign-in and code
 * screens, a list kept in one browser, the staff desk), from the route table, and the API. Route-table order,
 * each once.
 */
export function disallowedPaths(routes: readonly ShellRoute[] = ROUTE_TABLE): string[] {
  const publicPaths = routes.filter(isPublicPage).map((route) => route.path);
  const pages = routes
    .filter((route) => !isPublicPage(route))
    .map((route) => disallowedPrefix(route.path, publicPaths));
  return [...new Set([...pages, '/api/'])];
}

/**
 * The store's robots.txt. The API is closed to crawlers except its pictures: link previews (Twitter's card
 * crawler obeys robots.txt) and image search need the plans' share images and drawings, which the most specific
 * rule (RFC 9309: the longest match wins) lets through. Profile photos stay out.
 */
export function robotsTxt(siteUrl?: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    'Allow: /api/user/images/',
    'Disallow: /api/user/images/profile/',
    'Allow: /',
    '',
    `Sitemap: ${publicOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface RobotsRouteOptions {
  /** The store's public address (PUBLIC_URL): the sitemap's URL is absolute. */
  siteUrl?: string;
}

/** GET /robots.txt: public pages open to crawlers, everything private or under /api/ closed, and the sitemap. */
export const robotsRoute: FastifyPluginAsyncTypebox<RobotsRouteOptions> = async (app, { siteUrl }) => {
  const body = robotsTxt(siteUrl);
  app.get('/robots.txt', async (_request, reply) => {
    return reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(body);
  });
};
