import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';

/** One method and path of the app, with the schema it validates its input with. */
export interface Endpoint {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
}

/**
 * Records every route the app registers (pass `onRoute` to buildTestApp), so a suite covers each endpoint,
 * including ones added after it was written.
 */
export function endpointRecorder() {
  const endpoints: Endpoint[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) endpoints.push({ method, url: route.url, schema: route.schema ?? {} });
  };
  return {
    onRoute,
    /** Every endpoint recorded; HEAD twins of GET routes left out (they run the same handler). */
    get endpoints(): Endpoint[] {
      return endpoints.filter((endpoint) => endpoint.method !== 'HEAD');
    },
  };
}

/** The path parameter names of a route, e.g. ['id', 'floor'] for /images/plans/:id/floor-:floor.svg. */
export function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/** The route's path with each parameter replaced by the given (already encoded) value. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => values[name] ?? '1');
}
