import type { PageTelemetryOptions } from '../web-vitals/pageTelemetry';

/** A busy page still gets its telemetry within this long after `load`: a failure is reported while it is fresh. */
const IDLE_LIMIT_MS = 2000;

/** Runs `work` once the page has loaded and the browser has a moment (or after `IDLE_LIMIT_MS` at the latest). */
function afterStartUp(work: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_LIMIT_MS });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts the page's telemetry (Web Vitals and the remote failures, shell/src/web-vitals) once the page has started:
 * a chunk of its own, asked for after the page's `load` when the browser is idle, so that it never competes with
 * the page's own code. Failures before then are kept by shared-ui and sent once it runs. Whatever goes wrong here
 * costs the reports only.
 */
export function startTelemetryAfterStartUp(options: PageTelemetryOptions): void {
  afterStartUp(() => {
    import(/* webpackChunkName: "page-telemetry" */ '../web-vitals/pageTelemetry')
      .then((telemetry) => telemetry.startPageTelemetry(options))
      // A chunk that did not load, or a shared-ui too old to record failures (a remote's copy chosen): no reports.
      .catch(() => undefined);
  });
}
