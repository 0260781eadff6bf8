import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, configureApiClient, pageQueryClient } from 'shared-ui';
import { devRuntimeConfig } from 'shared-ui/testing';
import { createStubLoader, startSession } from '../testing/renderShell';
import { ShellStartup } from './ShellStartup';
import { startShell } from './startShell';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(), post: jest.fn() },
  configureApiClient: jest.fn(),
}));

const CONFIG: RuntimeConfig = devRuntimeConfig;

beforeEach(() => {
  // Each test opens the store anew: an empty page cache, as a page load starts with.
  pageQueryClient().clear();
  startSession(null);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** The cart reads made through the API client (the header also reads the profile, for the staff desk's link). */
const cartReads = () => jest.mocked(apiClient.get).mock.calls.filter(([path]) => path === 'cart').length;

describe('start-up', () => {
  it('configures the API client and creates the loader from the config', async () => {
    window.history.replaceState(null, '', '/cart');
    const stub = createStubLoader();
    const createLoader = jest.fn(() => stub.loader);

    const shell = await startShell({ createLoader, loadConfig: async () => CONFIG });

    expect(configureApiClient).toHaveBeenCalledWith(expect.objectContaining({ baseUrl: '/api/user/' }));
    expect(createLoader).toHaveBeenCalledWith(CONFIG);
    expect(shell.loader).toBe(stub.loader);
    expect(shell.builderRegistrationUrl).toBeUndefined();
  });

  it("starts reading a signed-in shopper's cart, which the header's badge then shows without asking again", async () => {
    startSession('shopper-token');
    jest.mocked(apiClient.get).mockResolvedValue({ status: 200, message: 'OK', data: [{ _id: 'a' }, { _id: 'b' }] });
    const stub = createStubLoader();
    await startShell({ createLoader: () => stub.loader, loadConfig: async () => CONFIG });
    expect(apiClient.get).toHaveBeenCalledWith('cart', expect.anything());
    render(<ShellStartup start={async () => ({ loader: stub.loader })} />);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(cartReads()).toBe(1);
  });

  it('reads no cart without a session', async () => {
    await startShell({ createLoader: () => createStubLoader().loader, loadConfig: async () => CONFIG });
    expect(apiClient.get).not.toHaveBeenCalledWith('cart', expect.anything());
  });

  it('passes on a builder registration site only when it is an http(s) URL', async () => {
    const createLoader = () => createStubLoader().loader;
    const withSite = { ...CONFIG, builderRegistrationUrl: 'https://builders.example.org/join' };
    const withScript = { ...CONFIG, builderRegistrationUrl: 'javascript:alert(1)' };
    expect((await startShell({ createLoader, loadConfig: async () => withSite })).builderRegistrationUrl).toBe(
      'https://builders.example.org/join',
    );
    expect(
      (await startShell({ createLoader, loadConfig: async () => withScript })).builderRegistrationUrl,
    ).toBeUndefined();
  });

  it('shows a full-screen error with Retry when the config cannot load, then the store once it can', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/faq');
    const stub = createStubLoader();
    const loadConfig = jest
      .fn<Promise<RuntimeConfig>, []>()
      .mockRejectedValueOnce(new Error('Runtime config /runtime-config.json answered HTTP 503.'))
      .mockResolvedValueOnce(CONFIG);

    render(<ShellStartup start={() => startShell({ createLoader: () => stub.loader, loadConfig })} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'The store could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We could not load the store's settings.");
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'content ./FaqPage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(loadConfig).toHaveBeenCalledTimes(2);
  });

  it('shows a loading line while starting', async () => {
    let finish: (config: RuntimeConfig) => void = () => undefined;
    const loadConfig = () =>
      new Promise<RuntimeConfig>((resolve) => {
        finish = resolve;
      });
    window.history.replaceState(null, '', '/faq');
    render(<ShellStartup start={() => startShell({ createLoader: () => createStubLoader().loader, loadConfig })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the store…');
    finish(CONFIG);
    expect(await screen.findByRole('main')).toBeInTheDocument();
  });
});
