import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../errors/httpError';
import { metricsAccessRule } from './metricsAccess';
import { routeLabel } from './routeLabel';
import { StoreMetrics, type MetricsOptions } from './storeMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Prometheus metrics: others add their gauges here (registerGauge, registerJobQueueDepth). */
    metrics: StoreMetrics;
  }
}

/** Prometheus's default path: what operators and scrape configurations expect. */
export const METRICS_PATH = '/metrics';

export const METRICS_REFUSED_MESSAGE =
  'The metrics are for monitoring: they answer this machine, or a bearer token (METRICS_TOKEN) when one is set.';

async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const metrics = new StoreMetrics(options, app.log);
  app.decorate('metrics', metrics);

  // Every answer, the 404s and the pages the shell renders included; the time is Fastify's own measure.
  app.addHook('onResponse', async (request, reply) => {
    const method = request.method;
    const route = routeLabel(request);
    const status = reply.statusCode;
    metrics.requests.inc({ method, route, status: String(status) });
    metrics.requestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (status >= 500) metrics.requestErrors.inc({ method, route, status: String(status) });
    // Counted from the answer, so every limiter counts, whichever plugin or store (memory, Redis) refused.
    if (status === 429) metrics.rateLimited.inc({ method, route });
  });

  const mayRead = metricsAccessRule(options.token);
  // Outside /api/ at Prometheus's default path. Not a page: a route of its own is matched before the not-found
  // handler that renders the shell's pages, as /robots.txt is.
  app.get(
    METRICS_PATH,
    {
      onRequest: async (request) => {
        // 403, not 404: the path is no secret (it is Prometheus's default), and a scrape refused by a wrong or
        // missing token then says so in Prometheus's target list instead of looking like a wrong address.
        if (!mayRead(request)) throw new HttpError(403, METRICS_REFUSED_MESSAGE);
      },
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
  );
}

/**
 * GET /metrics in the Prometheus text format, the request metrics of every route, and `app.metrics`. Registered
 * before every route so that its hook sees them all.
 */
export const storeMetrics = fastifyPlugin(metricsPlugin, { name: 'store-metrics', fastify: '5.x' });
