// The page's telemetry, a chunk of its own that the shell asks for once the page has started (startTelemetry.ts):
// nothing here is in the first load. It measures the page's Web Vitals with the web-vitals library, takes the remote
// failures shared-ui recorded (from start-up on), and sends both to POST /api/telemetry in batches.
import { NOT_FOUND_ROUTE, TELEMETRY_PATH } from 'contracts/src/telemetry/telemetry';
import { onRemoteFailures, type RemoteLoader } from 'shared-ui';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { routeForPath } from '../routes/routeForPath';
import { beaconTo, createTelemetryReporter, type PageVitals } from './telemetryReporter';

export interface PageTelemetryOptions {
  loader: RemoteLoader;
  /** The runtime config's `apiBaseUrl`: the reports go to the same API's TELEMETRY_PATH. */
  apiBaseUrl: string;
  /** The path of the page as it was opened: its vitals (LCP, FCP, TTFB above all) are that page's. */
  openedPath: string;
}

/** The API's telemetry URL, on the origin of its `apiBaseUrl` (the page's own: '/api/user/'). */
export function telemetryUrl(apiBaseUrl: string): string {
  return new URL(TELEMETRY_PATH, new URL(apiBaseUrl, window.location.href)).href;
}

/** What the page keeps of a web-vitals metric. */
export type VitalReading = Pick<MetricType, 'name' | 'value' | 'rating' | 'id'>;

function routeOf(pathname: string): string {
  return routeForPath(pathname)?.path ?? NOT_FOUND_ROUTE;
}

export function startPageTelemetry({ loader, apiBaseUrl, openedPath }: PageTelemetryOptions): void {
  const reporter = createTelemetryReporter({
    send: beaconTo(telemetryUrl(apiBaseUrl)),
    routeOf,
    versionOf: (remote) => loader.buildVersion?.(remote),
  });
  onRemoteFailures((event) => reporter.addFailure(event));

  // web-vitals' own pattern: keep each metric's latest value, send the lot when the page is hidden. Each metric
  // (by id) goes once: a page view is counted once in the API's histograms. A page restored from the back-forward
  // cache is a new view, whose metrics come with new ids.
  let viewPath = openedPath;
  const waiting = new Map<VitalReading['name'], VitalReading>();
  const sent = new Set<string>();
  const keep = (metric: VitalReading) => {
    if (!sent.has(metric.id)) waiting.set(metric.name, metric);
  };
  onCLS(keep);
  onINP(keep);
  onLCP(keep);
  onFCP(keep);
  onTTFB(keep);

  const flush = () => {
    const vitals: PageVitals['vitals'] = {};
    for (const metric of waiting.values()) {
      vitals[metric.name] = { value: metric.value, rating: metric.rating };
      sent.add(metric.id);
    }
    waiting.clear();
    reporter.flush(Object.keys(vitals).length > 0 ? { pathname: viewPath, vitals } : undefined);
  };
  // Added after web-vitals' own listeners (capture, on window): its final values are in by the time these run.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  addEventListener('pageshow', (event) => {
    if (event.persisted) viewPath = window.location.pathname;
  });
}
