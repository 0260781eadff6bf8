import type { TelemetryReport } from 'contracts/src/telemetry/telemetry';
import type { RemoteFailureEvent } from 'shared-ui';
import { routeForPath } from '../routes/routeForPath';
import {
  FAILURE_BATCH_DELAY_MS,
  MAX_REPORTS_PER_PAGE,
  beaconTo,
  createTelemetryReporter,
  type TelemetryReporterOptions,
} from './telemetryReporter';

function reporterWith(overrides: Partial<TelemetryReporterOptions> = {}) {
  const sent: TelemetryReport[] = [];
  const reporter = createTelemetryReporter({
    send: (body) => {
      sent.push(JSON.parse(body) as TelemetryReport);
      return true;
    },
    routeOf: (pathname) => routeForPath(pathname)?.path ?? '*',
    versionOf: (remote) => (remote === 'catalog' ? '0.1.0' : undefined),
    ...overrides,
  });
  return { reporter, sent };
}

function failure(kind: RemoteFailureEvent['kind'], overrides: Partial<RemoteFailureEvent> = {}): RemoteFailureEvent {
  return { remote: 'checkout', kind, pathname: '/property/42', ...overrides };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the telemetry reporter', () => {
  it("sends a page's failure and its fallback as one report, a short while after", () => {
    const { reporter, sent } = reporterWith();
    reporter.addFailure(failure('manifest-unavailable'));
    reporter.addFailure(failure('fallback-shown'));

    jest.advanceTimersByTime(FAILURE_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);

    expect(sent).toEqual([
      {
        route: '/property/:id',
        version: '0.1.0', // the catalogue renders /property/:id: its version, as the loader knows it
        failures: [
          { remote: 'checkout', version: 'unknown', kind: 'manifest-unavailable' },
          { remote: 'checkout', version: 'unknown', kind: 'fallback-shown' },
        ],
      },
    ]);
  });

  it("batches the failures of one page view, and sends a route's batch before the next route's", () => {
    const { reporter, sent } = reporterWith();
    reporter.addFailure(failure('entry-unavailable', { remote: 'content', version: '2.0.1', pathname: '/faq' }));
    jest.advanceTimersByTime(1000);
    reporter.addFailure(failure('fallback-shown', { remote: 'content', version: '2.0.1', pathname: '/faq' }));
    expect(sent).toEqual([]);

    reporter.addFailure(failure('load-timeout', { remote: 'account', pathname: '/SignIn' }));
    expect(sent).toEqual([
      {
        route: '/faq',
        version: 'unknown',
        failures: [
          { remote: 'content', version: '2.0.1', kind: 'entry-unavailable' },
          { remote: 'content', version: '2.0.1', kind: 'fallback-shown' },
        ],
      },
    ]);

    jest.advanceTimersByTime(FAILURE_BATCH_DELAY_MS);
    expect(sent.map((report) => report.route)).toEqual(['/faq', '/SignIn']);
    expect(sent[1]?.failures).toEqual([{ remote: 'account', version: 'unknown', kind: 'load-timeout' }]);
  });

  it('sends what waits when the page is hidden, with its vitals in the same report', () => {
    const { reporter, sent } = reporterWith();
    reporter.addFailure(failure('module-unavailable', { version: '0.2.0' }));
    reporter.flush({
      pathname: '/property/42',
      vitals: { LCP: { value: 2310.5, rating: 'good' }, CLS: { value: 0.01, rating: 'good' } },
    });

    expect(sent).toEqual([
      {
        route: '/property/:id',
        version: '0.1.0',
        vitals: { LCP: { value: 2310.5, rating: 'good' }, CLS: { value: 0.01, rating: 'good' } },
        failures: [{ remote: 'checkout', version: '0.2.0', kind: 'module-unavailable' }],
      },
    ]);
    jest.advanceTimersByTime(FAILURE_BATCH_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends vitals alone, only those the API accepts, and nothing when there is nothing', () => {
    const { reporter, sent } = reporterWith();
    reporter.flush();
    reporter.flush({ pathname: '/no-such-page', vitals: { TTFB: { value: -1, rating: 'good' } } });
    expect(sent).toEqual([]);

    reporter.flush({
      pathname: '/no-such-page',
      vitals: {
        FCP: { value: 900, rating: 'good' },
        INP: { value: 10_000_000, rating: 'poor' }, // past any real page: dropped, not the whole report
        TTFB: { value: 120, rating: 'excellent' },
        FID: { value: 5, rating: 'good' },
      },
    });
    expect(sent).toEqual([{ route: '*', version: 'unknown', vitals: { FCP: { value: 900, rating: 'good' } } }]);
  });

  it('sends nothing for a page whose remotes all loaded', () => {
    const send = jest.fn(() => true);
    const { reporter } = reporterWith({ send });
    jest.advanceTimersByTime(60_000);
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('never sends more than a few reports per page, nor more than ten failures in one', () => {
    const { reporter, sent } = reporterWith();
    for (let i = 0; i < 11; i += 1) reporter.addFailure(failure('fallback-shown'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.failures).toHaveLength(10);

    for (const pathname of ['/faq', '/cart', '/about-us', '/pricing', '/reviews', '/SignIn']) {
      reporter.addFailure(failure('load-error', { pathname }));
    }
    reporter.flush();
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it("names 'unknown' for a version the API would refuse as a label", () => {
    const { reporter, sent } = reporterWith({ versionOf: () => 'not a version!' });
    reporter.addFailure(failure('render-error', { version: '../../etc' }));
    reporter.flush();
    expect(sent[0]).toMatchObject({ version: 'unknown', failures: [{ version: 'unknown' }] });
  });

  it('never throws: not when sendBeacon is missing, nor when sending or routing fails', () => {
    expect('sendBeacon' in navigator).toBe(false); // jsdom has none
    const beacon = beaconTo('http://localhost/api/telemetry');
    expect(beacon('{}')).toBe(false);

    const { reporter } = reporterWith({ send: beacon });
    expect(() => {
      reporter.addFailure(failure('load-error'));
      reporter.flush({ pathname: '/', vitals: { LCP: { value: 1, rating: 'good' } } });
    }).not.toThrow();

    const throwing = reporterWith({
      send: () => {
        throw new Error('beacon refused');
      },
    }).reporter;
    expect(() => {
      throwing.addFailure(failure('load-error'));
      throwing.flush();
    }).not.toThrow();

    const lost = reporterWith({
      routeOf: () => {
        throw new Error('no routes');
      },
    }).reporter;
    expect(() => {
      lost.addFailure(failure('load-error'));
      lost.flush({ pathname: '/', vitals: {} });
    }).not.toThrow();
  });
});
