import { Counter, Histogram, type Registry } from 'prom-client';
import {
  WEB_VITAL_NAMES,
  pageSourceOf,
  type TelemetryReport,
  type WebVitalName,
} from 'contracts/src/telemetry/telemetry';
import { VersionLabels } from './versionLabels';

/** Around the web-vitals thresholds (FCP 1.8/3 s, LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s), in seconds. */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
/** Around CLS's thresholds (0.1 and 0.25), a unitless score. */
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5];

type TimedVital = Exclude<WebVitalName, 'CLS'>;

function isTimed(name: WebVitalName): name is TimedVital {
  return name !== 'CLS';
}

/**
 * What the browsers report, counted into the app's registry: remote failures by remote, version, kind and route;
 * Web Vitals by the page's remote and version (did a deploy slow it?) and by route (which page is slow?).
 */
export class TelemetryMetrics {
  private readonly versions = new VersionLabels();
  private readonly failures: Counter<'remote' | 'version' | 'kind' | 'route'>;
  private readonly vitalSeconds: Histogram<'name' | 'remote' | 'version'>;
  private readonly vitalCls: Histogram<'remote' | 'version'>;
  private readonly vitalRatings: Counter<'name' | 'rating' | 'remote' | 'version'>;
  private readonly routeSeconds: Histogram<'name' | 'route'>;
  private readonly routeCls: Histogram<'route'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.failures = new Counter({
      name: 'store_browser_remote_failures_total',
      help: "Remotes that failed in shoppers' browsers, and fallbacks shown, by remote, build version, kind and route.",
      labelNames: ['remote', 'version', 'kind', 'route'],
      registers,
    });
    this.vitalSeconds = new Histogram({
      name: 'store_web_vitals_seconds',
      help: "Web Vitals in seconds (LCP, INP, FCP, TTFB) of shoppers' pages, by vital and the page's remote and version.",
      labelNames: ['name', 'remote', 'version'],
      buckets: VITAL_SECONDS_BUCKETS,
      registers,
    });
    this.vitalCls = new Histogram({
      name: 'store_web_vitals_cls',
      help: "Cumulative Layout Shift of shoppers' pages, by the page's remote and version.",
      labelNames: ['remote', 'version'],
      buckets: CLS_BUCKETS,
      registers,
    });
    this.vitalRatings = new Counter({
      name: 'store_web_vitals_ratings_total',
      help: "Web Vitals rated good, needs-improvement or poor by the web-vitals library, by the page's remote and version.",
      labelNames: ['name', 'rating', 'remote', 'version'],
      registers,
    });
    this.routeSeconds = new Histogram({
      name: 'store_web_vitals_route_seconds',
      help: 'Web Vitals in seconds (LCP, INP, FCP, TTFB) by vital and route pattern.',
      labelNames: ['name', 'route'],
      buckets: VITAL_SECONDS_BUCKETS,
      registers,
    });
    this.routeCls = new Histogram({
      name: 'store_web_vitals_route_cls',
      help: 'Cumulative Layout Shift by route pattern.',
      labelNames: ['route'],
      buckets: CLS_BUCKETS,
      registers,
    });
  }

  /** Counts a report that passed its schema. */
  count(report: TelemetryReport): void {
    for (const { remote, version, kind } of report.failures ?? []) {
      const labels = { remote, version, kind, route: report.route };
      this.failures.inc(labels);
      this.versions.use(remote, version, `failures|${kind}|${report.route}`, () => this.failures.remove(labels));
    }
    const remote = pageSourceOf(report.route);
    const { version, route } = report;
    for (const name of WEB_VITAL_NAMES) {
      const vital = report.vitals?.[name];
      if (vital === undefined) continue;
      const rating = { name, rating: vital.rating, remote, version };
      this.vitalRatings.inc(rating);
      this.versions.use(remote, version, `ratings|${name}|${vital.rating}`, () => this.vitalRatings.remove(rating));
      if (isTimed(name)) {
        const seconds = vital.value / 1000;
        const labels = { name, remote, version };
        this.vitalSeconds.observe(labels, seconds);
        this.versions.use(remote, version, `seconds|${name}`, () => this.vitalSeconds.remove(labels));
        this.routeSeconds.observe({ name, route }, seconds);
      } else {
        this.vitalCls.observe({ remote, version }, vital.value);
        this.versions.use(remote, version, 'cls', () => this.vitalCls.remove({ remote, version }));
        this.routeCls.observe({ route }, vital.value);
      }
    }
  }
}
