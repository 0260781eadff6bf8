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
  return render(<HarnessApp remoteName="account" pages={harnessPages} loader={noOtherRemotes} />);
}

describe('account standalone harness', () => {
  it('lists every exposed module in its nav', () => {
    expect(harnessPages.map((page) => page.expose).sort()).toEqual(exposedModules().sort());
    renderHarnessAt('/');
    const nav = screen.getByRole('navigation', { name: 'account pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(harnessPages.length);
  });

  it('opens each page inside main from the nav', async () => {
    renderHarnessAt('/SignIn');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Login or Register to Enjoy These Great Benefits');

    await userEvent.click(screen.getByRole('link', { name: 'Verify OTP' }));
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Verify OTP');
    expect(screen.getByRole('link', { name: 'Verify OTP' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so at a path no page lives on', () => {
    renderHarnessAt('/nowhere');
    expect(within(screen.getByRole('main')).getByText('No page of the account remote lives here: pick one above.')).toBeInTheDocument();
  });
});
