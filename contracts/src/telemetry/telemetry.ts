import type { Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../config/runtimeConfig';
import { ROUTE_TABLE } from '../routing/routeTable';
import type { telemetryReportSchema } from './telemetrySchemas';

/** Where the browser sends its reports: `navigator.sendBeacon(TELEMETRY_PATH, JSON.stringify(report))`. */
export const TELEMETRY_PATH = '/api/telemetry';

/** The Web Vitals the store reports, as the `web-vitals` library names them (`metric.name`). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** `metric.rating` of the `web-vitals` library. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/**
 * The largest value accepted for each vital: milliseconds for the times (ten minutes, far past any real page),
 * and CLS, a unitless score (a session window's sum of layout shifts, each at most 1), well past any real page.
 */
export const WEB_VITAL_MAXIMUM: Record<WebVitalName, number> = {
  LCP: 600_000,
  INP: 600_000,
  FCP: 600_000,
  TTFB: 600_000,
  CLS: 100,
};

/**
 * What went wrong with a remote in the browser. A fallback is reported as its own event beside its cause, so that
 * the count of fallbacks shown is what shoppers saw, whatever the cause.
 */
export const REMOTE_FAILURE_KINDS = [
  /** Its mf-manifest.json did not arrive (network error, HTTP error, time limit, not JSON). */
  'manifest-unavailable',
  /** Its remoteEntry.js did not load or run. */
  'entry-unavailable',
  /** The exposed module, or one of its chunks, did not load. */
  'module-unavailable',
  /** The whole load passed the loader's time limit. */
  'load-timeout',
  /** Any other failure to load that the loader cannot tell apart from the above. */
  'load-error',
  /** The remote's page or fragment threw while rendering (caught by its error boundary). */
  'render-error',
  /** The fallback (with Retry) was shown in place of the remote's page or fragment. */
  'fallback-shown',
] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/**
 * A build version as a remote's mf-manifest.json gives it (`metaData.buildInfo.buildVersion`, e.g. '0.1.0' or a
 * commit hash), or 'unknown' when the manifest never arrived.
 */
export const BUILD_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$';
export const UNKNOWN_BUILD_VERSION = 'unknown';

/** The route of a page no route of the table serves (the shell's not-found page). */
export const NOT_FOUND_ROUTE = '*';

/** Every route a report may name: the route table's patterns ('/property/:id', never '/property/123'), and '*'. */
export const TELEMETRY_ROUTES: readonly string[] = [
  ...new Set(ROUTE_TABLE.map((route) => route.path)),
  NOT_FOUND_ROUTE,
];

/** Who renders a page: the route's remote, or the shell itself for the not-found page. */
export const PAGE_SOURCES = [...REMOTE_NAMES, 'shell'] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

/** The remote that renders the page at `route` (a pattern of TELEMETRY_ROUTES); the shell for any other. */
export function pageSourceOf(route: string): PageSource {
  return ROUTE_TABLE.find((entry) => entry.path === route)?.remote ?? 'shell';
}

/** At most this many failures in one report (a page with a few fragments, each with its cause and fallback). */
export const MAX_FAILURES_PER_REPORT = 10;

/**
 * POST /api/telemetry: what a page reports about itself. Sent with `navigator.sendBeacon` (a string body goes as
 * text/plain; application/json is accepted too); answered 204, or 400/413/429 in the error envelope.
 */
export type TelemetryReport = Static<typeof telemetryReportSchema>;
