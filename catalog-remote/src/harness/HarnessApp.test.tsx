import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { planDetailFixture } from '../plan-detail/planDetailFixture';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { HarnessApp } from './HarnessApp';
import { harnessPages } from './harnessPages';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

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
  return render(<HarnessApp remoteName="catalog" pages={harnessPages} loader={noOtherRemotes} />);
}

describe('catalog standalone harness', () => {
  beforeEach(() => {
    jest.mocked(apiClient.get).mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture() });
  });

  it('lists every exposed module in its nav', () => {
    expect(harnessPages.map((page) => page.expose).sort()).toEqual(exposedModules().sort());
    renderHarnessAt('/');
    const nav = screen.getByRole('navigation', { name: 'catalog pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(harnessPages.length);
  });

  it('opens each page inside main from the nav', async () => {
    renderHarnessAt('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Your Dream Home Awaits');

    await userEvent.click(screen.getByRole('link', { name: 'Styles' }));
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Housing Styles');
    expect(screen.getByRole('link', { name: 'Styles' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Plan detail (plan 1)' }));
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent('The Magnolia Farmhouse');
    expect(apiClient.get).toHaveBeenCalledWith('property/1', expect.anything());
  });

  it('says so at a path no page lives on', () => {
    renderHarnessAt('/nowhere');
    expect(within(screen.getByRole('main')).getByText('No page of the catalog remote lives here: pick one above.')).toBeInTheDocument();
  });
});
