import type { AddressInfo } from 'node:net';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { accountRoutes, type AccountsOptions } from './accounts/accountRoutes';
import { rateLimits } from './auth/rateLimits';
import { sessionAuth } from './auth/sessionAuth';
import { checkoutApi } from './checkout/checkoutApi';
import { createCachedCatalog, type CatalogReader } from './catalog/cachedCatalog';
import { catalogRoutes } from './catalog/catalogRoutes';
import { favouriteRoutes } from './favourites/favouriteRoutes';
import { contentApi, type ContentOptions } from './content/contentApi';
import { deliveryRoutes } from './delivery/deliveryRoutes';
import type { Database } from './db/databaseSchema';
import { installErrorHandler, sendFrameworkError, sendRouteNotFound } from './errors/errorHandlers';
import { formatValidationError } from './errors/validationMessage';
import { healthRoutes } from './health/healthRoutes';
import { inputGuards } from './http/inputGuards';
import { requestIdEcho, requestIdOf } from './http/requestId';
import { refuseUnknownQueryParameters } from './http/strictQueries';
import { transportSecurity } from './http/transportSecurity';
import { imageRoutes } from './images/imageRoutes';
import { planGeometryRoutes } from './plan-geometry/planGeometryRoutes';
import { planShareImageRoute } from './seo/planShareImageRoute';
import { robotsRoute } from './seo/robotsRoute';
import { sitemapRoute } from './seo/sitemapRoute';
import { mailer, type MailerOptions } from './mail/mailer';
import { storeMetrics } from './metrics/metricsPlugin';
import type { MetricsOptions } from './metrics/storeMetrics';
import { runtimeConfigOf, runtimeConfigRoute, type RuntimeConfigOptions } from './static/runtimeConfigRoute';
import { scriptHashSource, shellContentSecurityPolicy } from './static/contentSecurityPolicy';
import { shellHosting, shellPageFallback, type ShellHostingOptions } from './static/shellHosting';
import { checkShellBuild, loadShellRenderer, readStartupLoader } from './static/shellRenderer';
import { paymentSetupFromEnv } from './payments/paymentSetup';
import type { WindowCounters } from './scale/windowCounters';
import { inlineJobQueue, type JobQueue } from './jobs/jobQueue';
import { registerSavedSearchAlerts } from './jobs/savedSearchAlertsJob';
import { registerStoreJobs } from './jobs/storeJobs';
import { recentlyViewedRoutes } from './recently-viewed/recentlyViewedRoutes';
import { devSavedSearchAlerts, savedSearchApi } from './saved-searches/savedSearchApi';
import { staffApi } from './staff/staffApi';
import { telemetryRoutes, type TelemetryRoutesOptions } from './telemetry/telemetryRoutes';

export interface AppOptions {
  db: Kysely<Database>;
  /** Catalogue reads; by default the database's, cached in memory for a minute. */
  catalog?: CatalogReader;
  /** The shell's build output, served at `/` when set. */
  shellDistDir: string | null;
  remotes: Record<RemoteName, string>;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request and response: useful while debugging, a cost under load. */
  requestLogging?: boolean;
  /** SMTP, or the development outbox (DEV_OUTBOX=1, tests): said by the caller, never a default. */
  mail: MailerOptions;
  accounts?: AccountsOptions;
  /** Public client ids of the identity providers, handed to the shell in runtime-config.json. */
  socialClientIds?: RuntimeConfigOptions['social'];
  /** Content pages' forms: lower rate limits or another inbox (tests). */
  content?: ContentOptions;
  /** Card payments go through Stripe: the shell page's policy then allows Stripe's script, frames and API. */
  stripePayments?: boolean;
  /** Called for every route as it is registered: lets the security suites enumerate the endpoints. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For/-Proto to believe (hop count, addresses or true).
   * Decides the client address the rate limits count and whether a request came over HTTPS (HSTS). Off by default.
   */
  trustProxy?: boolean | number | string[];
  /** GET /metrics: who may read it, the instance label, Node's own metrics, the database pool. */
  metrics?: MetricsOptions;
  /** POST /api/telemetry, the browsers' reports: a lower rate limit (tests). */
  telemetry?: TelemetryRoutesOptions;
  /** Where the rate limits count: this process's memory by default, Redis (REDIS_URL) across instances. */
  counters?: WindowCounters;
  /**
   * Once-only work (receipts after payment, clean-up): the database's job queue (server.ts), shared by every
   * instance. By default jobs run at once in this process, without retries.
   */
  jobs?: JobQueue;
}

/** Fastify's trustProxy; a hop count as the function Fastify would make of it (its types take no number). */
function trustedProxies(
  trust: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Where this process answers, for its own server renderer's API calls (loopback when it listens everywhere). */
function ownOrigin(app: FastifyInstance): string {
  const addresses = app.addresses().filter((candidate): candidate is AddressInfo => typeof candidate !== 'string');
  const address = addresses.find((candidate) => candidate.family === 'IPv4') ?? addresses[0];
  if (!address) return 'http://127.0.0.1';
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The shell's files and pages: its server renderer is made on the first page asked for, once the API listens. */
function shellHostingOptions(app: FastifyInstance, options: AppOptions, distDir: string): ShellHostingOptions {
  let renderer: ReturnType<ShellHostingOptions['renderer']> | null = null;
  // Read once, so that the policy's hash and the pages' inline loader are the same text.
  const startupLoader = readStartupLoader(distDir);
  return {
    distDir,
    contentSecurityPolicy: shellContentSecurityPolicy({
      remotes: options.remotes,
      stripe: options.stripePayments ?? false,
      google: Boolean(options.socialClientIds?.googleClientId),
      facebook: Boolean(options.socialClientIds?.facebookAppId),
      inlineScripts: startupLoader === undefined ? [] : [scriptHashSource(startupLoader)],
    }),
    renderer: () => {
      renderer ??= loadShellRenderer(distDir, {
        startupLoader,
        runtimeConfig: runtimeConfigOf({ remotes: options.remotes, social: options.socialClientIds }),
        apiOrigin: ownOrigin(app),
        publicOrigin: options.accounts?.siteUrl ?? ownOrigin(app),
        onPageError: (error, url) =>
          app.log.warn({ url, err: error }, 'A page was sent for the browser to render: its server rendering failed'),
      }).catch((error: unknown) => {
        renderer = null;
        throw error;
      });
      return renderer;
    },
  };
}

/** The one place where the API's plugins are registered, in order. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !(options.requestLogging ?? false) }),
    // Unknown fields are refused, not silently dropped: a typo in a filter must not return unfiltered results.
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: formatValidationError,
    return503OnClosing: true,
    frameworkErrors: (error, request, reply) => {
      sendFrameworkError(error, request, reply);
    },
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // The load balancer's X-Request-Id when it is safe, else a UUID: one request followed across instances' logs.
    genReqId: requestIdOf,
  });

  installErrorHandler(app);
  app.addHook('onRoute', refuseUnknownQueryParameters);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First, so that its hooks count every route's answers; then the request id, echoed on every answer.
  await app.register(storeMetrics, options.metrics ?? {});
  await app.register(requestIdEcho);
  const catalog = options.catalog ?? createCachedCatalog(options.db);
  const shell = options.shellDistDir === null ? null : shellHostingOptions(app, options, options.shellDistDir);
  if (shell) await checkShellBuild(shell.distDir);
  app.setNotFoundHandler(shell === null ? sendRouteNotFound : shellPageFallback(shell));
  // The shell's own CSP belongs with the shell (it must allow each remote's origin); SVG responses set theirs.
  // Sign-in with Google or Facebook opens a pop-up that must be able to report back to its opener.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent by transportSecurity on HTTPS answers only.
    strictTransportSecurity: false,
  });
  await app.register(transportSecurity);
  await app.register(inputGuards);
  await app.register(fastifyCompress, { threshold: 1024 });
  // Shared by every feature: session checks (app.requireUser / identifyUser), opt-in rate limits, app.mailer.
  await app.register(rateLimits, { counters: options.counters });
  await app.register(sessionAuth, { db: options.db });
  await app.register(mailer, options.mail);
  const jobs =
    options.jobs ?? inlineJobQueue((error, job) => app.log.error({ err: error, job: job.name }, 'a job failed'));
  await registerStoreJobs(jobs, {
    db: options.db,
    mailer: app.mailer,
    siteUrl: options.accounts?.siteUrl ?? 'http://localhost:3000',
    log: app.log,
  });
  const siteUrl = options.accounts?.siteUrl ?? 'http://localhost:3000';
  await registerSavedSearchAlerts(jobs, { db: options.db, mailer: app.mailer, siteUrl, log: app.log });
  // store_job_queue_depth{queue, state} in /metrics, read from the queue at every scrape.
  app.metrics.registerJobQueueDepth(() => jobs.depth());
  // One card provider for the checkout's payments and the staff desk's refunds.
  const payments = paymentSetupFromEnv(process.env, options.db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes, { catalog, db: options.db });
      await api.register(favouriteRoutes, { db: options.db });
      await api.register(imageRoutes, { db: options.db });
      await api.register(planGeometryRoutes, { db: options.db });
      await api.register(accountRoutes, { ...options.accounts, db: options.db });
      await api.register(checkoutApi, { db: options.db, payments, jobs });
      await api.register(deliveryRoutes, { db: options.db, siteUrl: options.accounts?.siteUrl });
      await api.register(contentApi, { ...options.content, db: options.db });
      await api.register(savedSearchApi, { db: options.db });
      await api.register(recentlyViewedRoutes, { db: options.db });
    },
    { prefix: '/api/user' },
  );
  // A development store's trigger of the saved search alerts, beside its outbox (this machine only).
  if (options.mail.transport === 'dev-outbox') await app.register(devSavedSearchAlerts, { db: options.db, siteUrl });
  await app.register(staffApi, { prefix: '/api/staff', db: options.db, siteUrl: options.accounts?.siteUrl, payments });

  // What shoppers' browsers report (remote failures, Web Vitals), counted into /metrics.
  await app.register(telemetryRoutes, options.telemetry ?? {});
  await app.register(runtimeConfigRoute, { remotes: options.remotes, social: options.socialClientIds });
  // Search engines and link previews: robots.txt, the sitemap, and each plan's share picture (og:image).
  await app.register(robotsRoute, { siteUrl: options.accounts?.siteUrl });
  await app.register(sitemapRoute, { db: options.db, siteUrl: options.accounts?.siteUrl });
  await app.register(planShareImageRoute, { prefix: '/api/user', db: options.db });
  if (shell !== null) await app.register(shellHosting, shell);

  return app;
}
