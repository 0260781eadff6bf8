import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteLoaderProvider } from 'shared-ui/src/federation/RemoteLoaderContext';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { planDetailFixture } from './plan-detail/planDetailFixture';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

const remoteDir = path.resolve(__dirname, '..');

const noOtherRemotes: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('No other remote runs in this test.')),
  preload: () => undefined,
};

/** The modules the shell's route table loads from this remote, and the heading each page shows. */
const EXPECTED_PAGES: Record<string, string> = {
  './HomePage': 'Your Dream Home Awaits',
  './PlanSearchPage': 'Plans',
  './PlanDetailPage': 'The Magnolia Farmhouse',
  './StylesPage': 'Housing Styles',
  './FavoritesPage': 'My Favorites',
  './FavoriteCollectionsPage': 'Favorite Collections',
  './ComparePage': 'Compare Plans',
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function';
}

/** The exposes map exactly as webpack.config.cjs hands it to the federation plugin. */
function readExposes(): Record<string, string> {
  const config: unknown = require('../webpack.config.cjs');
  const federation: unknown = typeof config === 'function' && 'federation' in config ? config.federation : undefined;
  const exposes: unknown = typeof federation === 'object' && federation !== null && 'exposes' in federation ? federation.exposes : undefined;
  if (!isStringRecord(exposes)) throw new Error('webpack.config.cjs has no federation.exposes map');
  return exposes;
}

async function loadDefaultExport(file: string): Promise<ComponentType> {
  const loaded: unknown = await import(path.join(remoteDir, file));
  const component: unknown = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (!isComponent(component)) throw new Error(`${file} has no default-exported component`);
  return component;
}

const exposes = readExposes();

describe('catalog remote exposes', () => {
  beforeEach(() => {
    jest.mocked(apiClient.get).mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture() });
  });

  it('exactly the modules the shell loads', () => {
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(EXPECTED_PAGES).sort());
  });

  it.each(Object.entries(exposes))('%s from an existing file', (_expose, file) => {
    expect(existsSync(path.join(remoteDir, file))).toBe(true);
  });

  it.each(Object.entries(exposes))('%s default-exports a page with its title as the one h1', async (expose, file) => {
    const Page = await loadDefaultExport(file);
    render(
      <RemoteLoaderProvider loader={noOtherRemotes}>
        <MemoryRouter initialEntries={['/page/42']}>
          <Routes>
            <Route path="/page/:id" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(EXPECTED_PAGES[expose] ?? '');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The shell renders pages inside its own <main>.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
