import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { HarnessApp } from './HarnessApp';
import { harnessPages } from './harnessPages';

const webpackConfig: unknown = require('../../webpack.config.cjs');

function exposedModules(): string[] {
  const federation: unknown = typeof webpackConfig === 'function' && 'federation' in webpackConfig ? webpackConfig.federation : undefined;
  const exposes: unknown = typeof federation === 'object' && federation !== null && 'exposes' in federation ? federation.exposes : undefined;
  if (typeof exposes !== 'object' || exposes === null) throw new Error('webpack.config.cjs has no federation.exposes map');
  return Object.keys(exposes);
}

const noOtherRemotes: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('No other remote runs in this test.')),
  preload: () => undefined,
};

function renderHarnessAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<HarnessApp remoteName="checkout" pages={harnessPages} loader={noOtherRemotes} />);
}

describe('checkout standalone harness', () => {
  it('lists every exposed module in its nav', () => {
    expect(harnessPages.map((page) => page.expose).sort()).toEqual(exposedModules().sort());
    renderHarnessAt('/');
    const nav = screen.getByRole('navigation', { name: 'checkout pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(harnessPages.length);
  });

  it('opens each page inside main from the nav', async () => {
    renderHarnessAt('/cart');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Cart');

    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Checkout');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so at a path no page lives on', () => {
    renderHarnessAt('/nowhere');
    expect(within(screen.getByRole('main')).getByText('No page of the checkout remote lives here: pick one above.')).toBeInTheDocument();
  });
});
