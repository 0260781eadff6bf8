import { render, screen } from '@testing-library/react';
import type { TelemetryReport } from 'contracts/src/telemetry/telemetry';
import { RemoteLoaderProvider, RemotePage, RemoteLoadError, type RemoteLoader } from 'shared-ui';
import { startPageTelemetry, telemetryUrl, type VitalReading } from './pageTelemetry';

/** The callbacks the page gave web-vitals, by metric: the test reports the metrics itself. */
const mockVitalCallbacks = new Map<string, (metric: VitalReading) => void>();

jest.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: VitalReading) => void) => mockVitalCallbacks.set(name, callback);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

function reportVital(name: VitalReading['name'], value: number, id: string) {
  const callback = mockVitalCallbacks.get(name);
  if (!callback) throw new Error(`web-vitals was not asked for ${name}`);
  callback({ name, value, rating: 'good', id });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const sendBeacon = jest.fn((_url: string, _body: string) => true);

function sentReports(): TelemetryReport[] {
  return sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as TelemetryReport);
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe("the page's telemetry", () => {
  it('sends the failures from before it started and the vitals, once each, to the API', async () => {
    window.history.replaceState(null, '', '/about-us');
    const loadModule = jest.fn(() =>
      Promise.reject(new RemoteLoadError('content', 'manifest-unavailable', undefined, new Error('down'))),
    );
    const loader: RemoteLoader = { loadModule, preload: jest.fn(), buildVersion: () => undefined };
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="content" module="./AboutUsPage" title="Our Story" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'Our Story is temporarily unavailable' });

    startPageTelemetry({ loader, apiBaseUrl: '/api/user/', openedPath: '/about-us' });
    reportVital('TTFB', 120, 'v1-ttfb');
    reportVital('LCP', 640, 'v1-lcp');
    hidePage();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('http://localhost/api/telemetry');
    expect(sentReports()).toEqual([
      {
        route: '/about-us',
        version: 'unknown',
        vitals: { TTFB: { value: 120, rating: 'good' }, LCP: { value: 640, rating: 'good' } },
        failures: [
          { remote: 'content', version: 'unknown', kind: 'manifest-unavailable' },
          { remote: 'content', version: 'unknown', kind: 'fallback-shown' },
        ],
      },
    ]);

    // The page shown again and hidden again: a metric already sent is not sent again, a new one is.
    reportVital('LCP', 700, 'v1-lcp');
    reportVital('INP', 48, 'v1-inp');
    window.dispatchEvent(new Event('pagehide'));
    expect(sentReports()[1]).toEqual({
      route: '/about-us',
      version: 'unknown',
      vitals: { INP: { value: 48, rating: 'good' } },
    });
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("sends to the API's origin", () => {
    expect(telemetryUrl('/api/user/')).toBe('http://localhost/api/telemetry');
    expect(telemetryUrl('https://api.example.com/api/user/')).toBe('https://api.example.com/api/telemetry');
  });
});
