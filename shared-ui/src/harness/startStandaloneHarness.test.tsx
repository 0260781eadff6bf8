import { act, screen, within } from '@testing-library/react';
import { createFederationLoader } from '../federation/federationLoader';
import { configureApiClient } from '../http/apiClient';
import { devRuntimeConfig } from '../testing/devRuntimeConfig';
import { startStandaloneHarness } from './startStandaloneHarness';

// The real federation runtime cannot run in Jest; the harness only has to hand it the build's runtime config.
jest.mock('../federation/federationLoader', () => ({
  createFederationLoader: jest.fn(() => ({
    loadModule: () => Promise.reject(new Error('offline')),
    preload: () => undefined,
  })),
}));
jest.mock('../http/apiClient', () => ({ configureApiClient: jest.fn() }));

function CartPage() {
  return <h1>Cart</h1>;
}

describe('startStandaloneHarness', () => {
  const originalConfig = process.env.HARNESS_RUNTIME_CONFIG;

  afterEach(() => {
    document.body.innerHTML = '';
    if (originalConfig === undefined) delete process.env.HARNESS_RUNTIME_CONFIG;
    else process.env.HARNESS_RUNTIME_CONFIG = originalConfig;
  });

  it('configures the API and the other remotes from the build, and renders the harness into #root', async () => {
    process.env.HARNESS_RUNTIME_CONFIG = JSON.stringify(devRuntimeConfig);
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    window.history.replaceState(null, '', '/cart');

    const pages = [{ expose: './CartPage', label: 'Cart', path: '/cart', Page: CartPage }];
    const harness = await act(async () => startStandaloneHarness({ remoteName: 'checkout', pages }));

    expect(configureApiClient).toHaveBeenCalledWith({ baseUrl: '/api/user/' });
    expect(createFederationLoader).toHaveBeenCalledWith(devRuntimeConfig);
    expect(within(root).getByRole('navigation', { name: 'checkout pages' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent('Cart');
    act(() => harness.unmount());
    expect(root).toBeEmptyDOMElement();
  });

  it('refuses to start without the runtime config the dev build writes in', () => {
    delete process.env.HARNESS_RUNTIME_CONFIG;
    expect(() => startStandaloneHarness({ remoteName: 'checkout', pages: [] })).toThrow(
      'Runtime config of the harness build is malformed',
    );
  });

  it('refuses to start on a page without #root', () => {
    process.env.HARNESS_RUNTIME_CONFIG = JSON.stringify(devRuntimeConfig);
    expect(() => startStandaloneHarness({ remoteName: 'checkout', pages: [] })).toThrow(
      'The harness page has no #root element.',
    );
  });
});
