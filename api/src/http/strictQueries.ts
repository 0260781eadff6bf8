import type { RouteOptions } from 'fastify';
import { nothingSchema } from 'contracts/src/api/requestSchemas';

/**
 * onRoute hook: an API route that declares no query parameters refuses any, as the README promises ("unknown
 * fields are refused"), instead of silently ignoring them. Files outside /api/ (the shell) keep cache-busting queries.
 */
export function refuseUnknownQueryParameters(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  if (route.schema?.querystring !== undefined) return;
  route.schema = { ...route.schema, querystring: nothingSchema };
}
