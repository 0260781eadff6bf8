import type { ShellRoute } from './pageModules';
import { ROUTE_TABLE } from './routeTable';

/**
 * A page search engines and link previews may show: not a signed-in shopper's page, not the sign-in and code
 * screens, not a page kept in one visitor's browser. The server renders every page; only these are indexed,
 * listed in /sitemap.xml and left open to crawlers by /robots.txt.
 */
export function isPublicPage(route: ShellRoute): boolean {
  return route.requiresSession !== true && route.private !== true && route.remote !== 'account';
}

/** The path of the one spelling of `route` (the canonical URL's path): itself unless it is an alias. */
export function canonicalPathOf(route: ShellRoute): string {
  return route.canonicalPath ?? route.path;
}

/**
 * The public pages without parameters, each once (aliases dropped): what the sitemap lists beside the plans.
 * A page with a parameter (a plan) is listed by whoever knows its parameters.
 */
export function publicStaticPaths(): string[] {
  const paths = ROUTE_TABLE.filter((route) => isPublicPage(route) && !route.path.includes(':')).map(canonicalPathOf);
  return [...new Set(paths)];
}
