import type { FastifyRequest } from 'fastify';
import { firstPageRoute } from 'contracts/src/routing/firstPageRoute';

/** The label of a request no route and no page of the route table serves (unknown API paths, 404 pages, probes). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The `route` label of a request: a bounded set, never the raw URL (one series per plan would grow without end).
 * An API route gives its pattern ('/api/user/properties/:id'); a page, which the shell renders from the app's
 * not-found handler, gives the route table's pattern ('/property/:id'); anything else is UNMATCHED_ROUTE.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && !request.is404) return pattern;
  if (request.method !== 'GET' && request.method !== 'HEAD') return UNMATCHED_ROUTE;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return UNMATCHED_ROUTE;
  return firstPageRoute(pathname)?.path ?? UNMATCHED_ROUTE;
}
