import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStubLoader, renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(() => Promise.reject(new Error('no cart API'))), post: jest.fn() },
}));

beforeEach(() => {
  startSession(null);
  // An idle browser runs idle work at once: nothing may be preloaded even so.
  window.requestIdleCallback = (task) => {
    task({ didTimeout: false, timeRemaining: () => 50 });
    return 0;
  };
  window.cancelIdleCallback = () => undefined;
});

function pageContent() {
  return within(screen.getByRole('main'));
}

describe('preloading only on intent', () => {
  it('fetches no remote but the page’s own after the page has loaded and the browser is idle', async () => {
    startSession('shopper-token');
    const stub = createStubLoader();
    await renderShell('/home', { loader: stub.loader });
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(stub.loadModule).toHaveBeenCalledWith('catalog', './HomePage');
    expect(stub.preload).not.toHaveBeenCalled();
  });

  it('preloads the route of a link inside the page when a finger touches it, once', async () => {
    const stub = createStubLoader();
    await renderShell('/no-such-page', { loader: stub.loader });
    const browse = pageContent().getByRole('link', { name: 'Browse all plans' });
    fireEvent.touchStart(browse);
    fireEvent.touchStart(browse);
    expect(stub.preload).toHaveBeenCalledTimes(1);
    expect(stub.preload).toHaveBeenCalledWith('catalog', ['./PlanSearchPage']);
  });

  it('preloads the route of a footer link when it is hovered', async () => {
    const stub = createStubLoader();
    await renderShell('/no-such-page', { loader: stub.loader });
    fireEvent.pointerOver(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    expect(stub.preload).toHaveBeenCalledWith('content', ['./FaqPage']);
  });
});
