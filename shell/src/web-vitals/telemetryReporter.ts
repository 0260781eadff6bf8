import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import {
  BUILD_VERSION_PATTERN,
  MAX_FAILURES_PER_REPORT,
  UNKNOWN_BUILD_VERSION,
  WEB_VITAL_MAXIMUM,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  pageSourceOf,
  type TelemetryReport,
} from 'contracts/src/telemetry/telemetry';
import type { RemoteFailureEvent } from 'shared-ui';

export type ReportedVitals = NonNullable<TelemetryReport['vitals']>;
type ReportedFailure = NonNullable<TelemetryReport['failures']>[number];

/** A page's failures go together: the page's remote and its fragments fail within a second or two of each other. */
export const FAILURE_BATCH_DELAY_MS = 3000;
/** However a page fares (a remote down on every route visited, Retry after Retry), it sends no more than this. */
export const MAX_REPORTS_PER_PAGE = 5;

export interface TelemetryReporterOptions {
  /** Sends one report's JSON; returns whether the browser took it. May throw: the reporter never does. */
  send: (body: string) => boolean;
  /** The route table's pattern of a path ('/property/:id'), or '*' for none. */
  routeOf: (pathname: string) => string;
  /** A remote's latest build version, as the loader knows it. */
  versionOf: (remote: RemoteName) => string | undefined;
  batchDelayMs?: number;
  maxReports?: number;
}

export interface PageVitals {
  /** The path of the page view the vitals are of. */
  pathname: string;
  vitals: Partial<Record<string, { value: number; rating: string }>>;
}

export interface TelemetryReporter {
  /** A failure joins its page's batch, sent a short while after the batch's first failure or at `flush`. */
  addFailure(event: RemoteFailureEvent): void;
  /** Sends what is waiting (the page is hidden or left), with the page's vitals when given: one report if it can. */
  flush(vitals?: PageVitals): void;
}

const buildVersion = new RegExp(BUILD_VERSION_PATTERN);

/** A version the API accepts as a label: the manifest's, when it is one, else 'unknown'. */
function labelVersion(version: string | undefined): string {
  return version !== undefined && buildVersion.test(version) ? version : UNKNOWN_BUILD_VERSION;
}

/** The vitals the API accepts: its names and ratings, values within its bounds (anything else would fail it all). */
function acceptedVitals(vitals: PageVitals['vitals']): ReportedVitals | undefined {
  const accepted: ReportedVitals = {};
  for (const name of WEB_VITAL_NAMES) {
    const vital = vitals[name];
    if (!vital) continue;
    const rating = WEB_VITAL_RATINGS.find((known) => known === vital.rating);
    const { value } = vital;
    if (rating && Number.isFinite(value) && value >= 0 && value <= WEB_VITAL_MAXIMUM[name])
      accepted[name] = { value, rating };
  }
  return Object.keys(accepted).length > 0 ? accepted : undefined;
}

/**
 * Batches what a page reports into `POST /api/telemetry` bodies (contracts' TelemetryReport): a page view's failures
 * in one report, sent FAILURE_BATCH_DELAY_MS after the first or when the page is hidden, its vitals with them or
 * alone; a failure on another route first sends the batch of the one before. At most MAX_REPORTS_PER_PAGE reports
 * and MAX_FAILURES_PER_REPORT failures in each. Never throws.
 */
export function createTelemetryReporter(options: TelemetryReporterOptions): TelemetryReporter {
  const { send, routeOf, versionOf } = options;
  const batchDelayMs = options.batchDelayMs ?? FAILURE_BATCH_DELAY_MS;
  const maxReports = options.maxReports ?? MAX_REPORTS_PER_PAGE;
  let batch: { route: string; failures: ReportedFailure[] } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reports = 0;

  /** The version of what renders the route: its remote's, or 'unknown' for the shell's own not-found page. */
  function pageVersion(route: string): string {
    const source = pageSourceOf(route);
    return source === 'shell' ? UNKNOWN_BUILD_VERSION : labelVersion(versionOf(source));
  }

  function sendReport(report: TelemetryReport): void {
    if (reports >= maxReports) return;
    reports += 1;
    try {
      send(JSON.stringify(report));
    } catch {
      // A beacon the browser refuses is lost: reporting is best effort.
    }
  }

  /** Sends the batch, with `vitals` if they are of its route. Returns whether the vitals went with it. */
  function sendBatch(vitals?: { route: string; vitals: ReportedVitals }): boolean {
    clearTimeout(timer);
    timer = undefined;
    const current = batch;
    batch = null;
    if (!current) return false;
    const withVitals = vitals !== undefined && vitals.route === current.route;
    sendReport({
      route: current.route,
      version: pageVersion(current.route),
      ...(withVitals ? { vitals: vitals.vitals } : {}),
      failures: current.failures,
    });
    return withVitals;
  }

  return {
    addFailure(event) {
      try {
        const route = routeOf(event.pathname);
        if (batch && batch.route !== route) sendBatch();
        if (!batch) {
          batch = { route, failures: [] };
          timer = setTimeout(() => sendBatch(), batchDelayMs);
        }
        batch.failures.push({ remote: event.remote, version: labelVersion(event.version), kind: event.kind });
        if (batch.failures.length >= MAX_FAILURES_PER_REPORT) sendBatch();
      } catch {
        // Best effort.
      }
    },

    flush(pageVitals) {
      try {
        const vitals = pageVitals && acceptedVitals(pageVitals.vitals);
        const route = pageVitals && routeOf(pageVitals.pathname);
        const measured = vitals && route !== undefined ? { route, vitals } : undefined;
        const sentWithBatch = sendBatch(measured);
        if (measured && !sentWithBatch) sendReport({ ...measured, version: pageVersion(measured.route) });
      } catch {
        // Best effort.
      }
    },
  };
}

/** Sends with `navigator.sendBeacon` (a string goes as text/plain, which the route reads as JSON); false without. */
export function beaconTo(url: string): (body: string) => boolean {
  return (body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
}
