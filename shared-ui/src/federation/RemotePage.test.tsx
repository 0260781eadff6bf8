import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../http/ApiError';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import type { RemoteLoader } from './remoteLoader';
import { RemotePage } from './RemotePage';

/** A promise the test settles by hand, to look at the loading state. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeLoader() {
  const loadModule = jest.fn();
  const loader: RemoteLoader = { loadModule, preload: jest.fn() };
  return { loader, loadModule };
}

function HomePage() {
  return <h1>Find your dream house plan</h1>;
}

// Each test uses its own module name: successfully loaded modules stay cached for the page's lifetime.
describe('RemotePage', () => {
  it('shows an accessible loading state, then the page', async () => {
    const { loader, loadModule } = fakeLoader();
    const load = deferred<unknown>();
    loadModule.mockReturnValue(load.promise);

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./HomePage" title="Home" />
      </RemoteLoaderProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(loadModule).toHaveBeenCalledWith('catalog', './HomePage');

    await act(async () => load.resolve({ default: HomePage }));
    expect(screen.getByRole('heading', { name: 'Find your dream house plan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot load, and Retry loads it afresh', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockRejectedValueOnce(new Error('manifest timed out')).mockResolvedValueOnce({ default: HomePage });

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./StylesPage" title="Styles" />
      </RemoteLoaderProvider>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Styles is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the store still works');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Find your dream house plan' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing the fallback when the retry fails too, and tries again each time', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockRejectedValue(new Error('remote down'));

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="content" module="./FaqPage" title="FAQ" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'FAQ is temporarily unavailable' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'FAQ is temporarily unavailable' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(3);
  });

  it('contains a page that throws while rendering, and Retry renders it once it works', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    let crash = true;
    function FlakyPage() {
      if (crash) throw new Error('cannot read properties of undefined');
      return <h1>Shopping cart</h1>;
    }
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: FlakyPage });

    render(
      <RemoteLoaderProvider loader={loader}>
        <p>Header still here</p>
        <RemotePage remote="checkout" module="./CartPage" title="Cart" />
      </RemoteLoaderProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Cart is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Header still here')).toBeInTheDocument();

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it("shows a 4xx the page threw with the server's message and no Retry", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    function PlanPage(): never {
      throw new ApiError(400, 'Invalid property id');
    }
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: PlanPage });

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./PlanDetailPageFor4xx" title="Plan" />
      </RemoteLoaderProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid property id');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('treats a module without a component as its default export as a failure', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ HomePage });

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./NoDefault" title="Plans" />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Plans is temporarily unavailable' })).toBeInTheDocument();
  });

  it('loads once, not on every render, and renders a loaded page at once when visited again', async () => {
    const { loader, loadModule } = fakeLoader();
    loadModule.mockResolvedValue({ default: HomePage });
    const tree = (label: string) => (
      <RemoteLoaderProvider loader={loader}>
        <span>{label}</span>
        <RemotePage remote="catalog" module="./ComparePage" title="Compare" />
      </RemoteLoaderProvider>
    );

    const { rerender, unmount } = render(tree('first'));
    await screen.findByRole('heading', { name: 'Find your dream house plan' });
    rerender(tree('second'));
    rerender(tree('third'));
    unmount();

    render(tree('again'));
    expect(screen.getByRole('heading', { name: 'Find your dream house plan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('shares one load between two places asking for the same module at once', async () => {
    const { loader, loadModule } = fakeLoader();
    const load = deferred<unknown>();
    loadModule.mockReturnValue(load.promise);

    render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="account" module="./MyAccountPage" title="My Account" />
        <RemotePage remote="account" module="./MyAccountPage" title="My Account" />
      </RemoteLoaderProvider>,
    );
    await act(async () => load.resolve({ default: HomePage }));

    expect(screen.getAllByRole('heading', { name: 'Find your dream house plan' })).toHaveLength(2);
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('switches to the new page when the route changes remote or module', async () => {
    function CartPage() {
      return <h1>Your cart</h1>;
    }
    const { loader, loadModule } = fakeLoader();
    loadModule.mockImplementation(async (_remote: string, module: string) => ({
      default: module === './Cart' ? CartPage : HomePage,
    }));
    const { rerender } = render(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="catalog" module="./Home" title="Home" />
      </RemoteLoaderProvider>,
    );
    await screen.findByRole('heading', { name: 'Find your dream house plan' });

    rerender(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage remote="checkout" module="./Cart" title="Cart" />
      </RemoteLoaderProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'Find your dream house plan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });
});
