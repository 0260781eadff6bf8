import path from 'node:path';
import { screen } from '@testing-library/react';
import { describeExposedModules, expectPageTitledOnce, loadDefaultExport } from './describeExposedModules';
import GaragePage from './fixture-remote/GaragePage';
import SaveBadge from './fixture-remote/SaveBadge';
import { federationOf, readRemoteFederation } from './remoteFederation';

const fixtureConfigPath = path.join(__dirname, 'fixture-remote', 'webpack.config.cjs');

// The helper end to end, on a remote that passes every check.
describeExposedModules(fixtureConfigPath, {
  pages: { './GaragePage': 'Garage Plans' },
  fragments: ['./SaveBadge'],
  harnessPages: [
    { expose: './GaragePage', label: 'Garage', path: '/garage/:id', href: '/garage/1', Page: GaragePage },
    { expose: './SaveBadge', label: 'Save badge', path: '/fragments/save-badge', Page: SaveBadge },
  ],
});

describe('remote federation reading', () => {
  it('reads the name, the exposes map and the folder from a webpack config', () => {
    expect(readRemoteFederation(fixtureConfigPath)).toEqual({
      name: 'fixture',
      dir: path.dirname(fixtureConfigPath),
      exposes: { './GaragePage': './GaragePage.tsx', './SaveBadge': './SaveBadge.tsx' },
    });
  });

  it('refuses a config without federation settings', () => {
    expect(() => federationOf({ entry: './src/index.ts' })).toThrow('no federation { name, exposes }');
    expect(() =>
      federationOf(Object.assign(() => ({}), { federation: { name: 'x', exposes: { './A': 1 } } })),
    ).toThrow();
    expect(() => federationOf(Object.assign(() => ({}), { federation: { exposes: {} } }))).toThrow();
  });
});

describe('exposed module checks fail on a page that breaks the rules', () => {
  it('passes the route parameter to the page as the shell does', async () => {
    await expectPageTitledOnce(
      await loadDefaultExport(path.join(__dirname, 'fixture-remote', 'GaragePage.tsx')),
      'Garage Plans',
    );
    expect(screen.getByText('Plan 42')).toBeInTheDocument();
  });

  it('rejects a page with another title', async () => {
    await expect(expectPageTitledOnce(() => <h1>Pricing</h1>, 'Garage Plans')).rejects.toThrow('Garage Plans');
  });

  it('rejects a page with two h1 headings', async () => {
    const TwoTitles = () => (
      <>
        <h1>Garage Plans</h1>
        <h1>Popular garages</h1>
      </>
    );
    await expect(expectPageTitledOnce(TwoTitles, 'Garage Plans')).rejects.toThrow('multiple elements');
  });

  it('rejects a page that brings its own main', async () => {
    const OwnMain = () => (
      <main>
        <h1>Garage Plans</h1>
      </main>
    );
    await expect(expectPageTitledOnce(OwnMain, 'Garage Plans')).rejects.toThrow('<main>');
  });

  it('rejects a module without a default-exported component', async () => {
    await expect(loadDefaultExport(path.join(__dirname, 'noOtherRemotes.ts'))).rejects.toThrow(
      'has no default-exported component',
    );
  });
});
