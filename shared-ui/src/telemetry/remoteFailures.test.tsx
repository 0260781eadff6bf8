import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RemoteFragment } from '../federation/RemoteFragment';
import { RemoteLoaderProvider } from '../federation/RemoteLoaderContext';
import type { RemoteLoader } from '../federation/remoteLoader';
import { RemotePage } from '../federation/RemotePage';
import { rememberFailedLoad } from '../federation/remoteComponentCache';
import { TimeoutExceededError } from '../federation/withTimeout';
import {
  RemoteLoadError,
  loadFailureKindOf,
  onRemoteFailures,
  reportRemoteFallback,
  type RemoteFailureEvent,
} from './remoteFailures';

function fakeLoader() {
  const loadModule = jest.fn();
  const loader: RemoteLoader = { loadModule, preload: jest.fn() };
  return { loader, loadModule };
}

function PlanPage() {
  return <h1>The Aspen</h1>;
}

function Crashing(): never {
  throw new Error('render failed');
}

let events: RemoteFailureEvent[] = [];
let unsubscribe: () => void = () => {};

beforeEach(() => {
  events = [];
  unsubscribe = onRemoteFailures((event) => events.push(event));
  window.history.replaceState(null, '', '/property/42');
});

afterEach(() => {
  unsubscribe();
  jest.restoreAllMocks();
});

// Each test uses its own module name: successfully loaded modules stay cached for the page's lifetime.
describe('what a remote page reports', () => {
  it('a failed load: its cause, with the version the loader knew, and the fallback shown', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockRejectedValue(new RemoteLoadError('catalog', 'entry-unavailable', '0.3.1', new Error('down')));

    render(
      <StrictMode>
        <RemoteLoaderProvider loader={loader}>
          <RemotePage remote="catalog" module="./PlanDetailPage" title="Plan Details" />
        </RemoteLoaderProvider>
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Plan Details is temporarily unavailable' });

    // Once, StrictMode's second run of the effects in development notwithstanding.
    expect(events).toEqual([
      { remote: 'catalog', kind: 'entry-unavailable', version: '0.3.1', pathname: '/property/42' },
      { remote: 'catalog', kind: 'fallback-shown', version: '0.3.1', pathname: '/property/42' },
    ]);
  });

  it('each failed Retry again, and nothing once the page loads', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule
      .mockRejectedValueOnce(new RemoteLoadError('content', 'manifest-unavailable', undefined, new Error('down')))
      .mockRejectedValueOnce(new RemoteLoadError('content', 'load-timeout', undefined, new Error('slow')))
      .mockResolvedValueOnce({ default: PlanPage });
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="content" module="./RetriedPage" title="FAQ" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'FAQ is temporarily unavailable' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'FAQ is temporarily unavailable' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'The Aspen' });

    expect(events.map((event) => event.kind)).toEqual([
      'manifest-unavailable',
      'fallback-shown',
      'load-timeout',
      'fallback-shown',
    ]);
  });

  it('a load that failed at start-up, once, when its fallback first shows', async () => {
    const { loader } = fakeLoader();
    const error = new RemoteLoadError('catalog', 'manifest-unavailable', undefined, new Error('down'));
    rememberFailedLoad('catalog', './FailedAtStartPage', error);
    render(
      <StrictMode>
        <RemoteLoaderProvider loader={loader}>
          <RemotePage remote="catalog" module="./FailedAtStartPage" title="Home" />
        </RemoteLoaderProvider>
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Home is temporarily unavailable' });
    expect(events.map((event) => event.kind)).toEqual(['manifest-unavailable', 'fallback-shown']);
  });

  it('nothing when the page loads', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: PlanPage });
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./WorkingPage" title="Plan Details" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'The Aspen' });
    expect(events).toEqual([]);
  });

  it("a page that throws while rendering: render-error and the fallback shown, with the loader's version", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, loadModule } = fakeLoader();
    loader.buildVersion = (remote) => (remote === 'account' ? '0.4.0' : undefined);
    loadModule.mockResolvedValue({ default: Crashing });
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="account" module="./CrashingPage" title="My Account" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'My Account is temporarily unavailable' });

    expect(events).toEqual([
      { remote: 'account', kind: 'render-error', version: '0.4.0', pathname: '/property/42' },
      { remote: 'account', kind: 'fallback-shown', version: '0.4.0', pathname: '/property/42' },
    ]);
  });

  it("a fragment's failed load, under its own remote's name", async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockRejectedValue(new RemoteLoadError('checkout', 'module-unavailable', '0.1.0', new Error('chunk')));
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteFragment remote="checkout" module="./BrokenFragment" props={{}} fallback="Cart is unavailable." />
      </RemoteLoaderProvider>,
    );
    await screen.findByText('Cart is unavailable.');

    expect(events.map(({ remote, kind }) => `${remote} ${kind}`)).toEqual([
      'checkout module-unavailable',
      'checkout fallback-shown',
    ]);
  });
});

describe('reportRemoteFallback', () => {
  it('names one failed load once, however many fallbacks show it, and each fallback', () => {
    const shared = new RemoteLoadError('checkout', 'entry-unavailable', undefined, new Error('down'));
    reportRemoteFallback('checkout', { loadError: shared });
    reportRemoteFallback('checkout', { loadError: shared });
    expect(events.map((event) => event.kind)).toEqual(['entry-unavailable', 'fallback-shown', 'fallback-shown']);
  });

  it('never throws, even when the listener does', () => {
    unsubscribe();
    unsubscribe = onRemoteFailures(() => {
      throw new Error('listener broke');
    });
    expect(() => reportRemoteFallback('catalog', { renderError: 'not even an Error' })).not.toThrow();
  });

  it('keeps what happened before anyone listened (a few), and hands it over on subscribing', () => {
    unsubscribe();
    for (let i = 0; i < 8; i += 1) reportRemoteFallback('staff', { loadError: new Error(`down ${i}`) });
    const late: RemoteFailureEvent[] = [];
    unsubscribe = onRemoteFailures((event) => late.push(event));

    expect(late).toHaveLength(10);
    expect(late[0]).toEqual({ remote: 'staff', kind: 'load-error', version: undefined, pathname: '/property/42' });
  });
});

describe('loadFailureKindOf', () => {
  it("reads the loader's kind, a bare time limit, or else calls it load-error", () => {
    expect(loadFailureKindOf(new RemoteLoadError('catalog', 'module-unavailable', '1', new Error('x')))).toBe(
      'module-unavailable',
    );
    expect(loadFailureKindOf(new TimeoutExceededError('slow'))).toBe('load-timeout');
    expect(loadFailureKindOf(new Error('anything'))).toBe('load-error');
  });
});
