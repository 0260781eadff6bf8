import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteLoaderProvider } from 'shared-ui';
import type { HarnessPage } from 'shared-ui/harness';
import { noOtherRemotes } from './noOtherRemotes';
import { readRemoteFederation } from './remoteFederation';
import { renderWithQueryClient } from './renderWithQueryClient';
import { renderStandaloneHarnessAt } from './standaloneHarnessTesting';

export interface ExposedModuleExpectations {
  /** The pages the shell's route table loads from the remote, and the heading each page shows. */
  pages: Readonly<Record<string, string>>;
  /** Fragments other remotes render inside their pages: no heading of their own, so only their file is checked here. */
  fragments?: readonly string[];
  /** The remote's standalone harness page list, which must offer every exposed module. */
  harnessPages: readonly HarnessPage[];
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function';
}

/** The default export of a file, which must be a component as the federation runtime hands it to the shell. */
export async function loadDefaultExport(file: string): Promise<ComponentType> {
  const loaded: unknown = await import(file);
  const component: unknown =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (!isComponent(component)) throw new Error(`${file} has no default-exported component`);
  return component;
}

/**
 * Renders a page as the shell mounts it (a route with an :id, a query cache, other remotes unreachable) and checks
 * that its title is its one h1 and that it brings no <main> of its own.
 */
export async function expectPageTitledOnce(Page: ComponentType, title: string): Promise<void> {
  renderWithQueryClient(
    <RemoteLoaderProvider loader={noOtherRemotes}>
      <MemoryRouter initialEntries={['/page/42']}>
        <Routes>
          <Route path="/page/:id" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </RemoteLoaderProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // The shell renders pages inside its own <main>.
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
}

/**
 * The checks every remote's exposes map must pass, read from its webpack.config.cjs exactly as the federation plugin
 * gets it: it exposes exactly the expected modules, each from an existing file, each page default-exports a component
 * showing its title, and the standalone harness links them all. Call it at the top of the remote's exposes test;
 * fragment-specific checks go beside it.
 */
export function describeExposedModules(
  webpackConfigPath: string,
  { pages, fragments = [], harnessPages }: ExposedModuleExpectations,
): void {
  const { name, dir, exposes } = readRemoteFederation(webpackConfigPath);
  const exposedPages = Object.entries(exposes).filter(([expose]) => !fragments.includes(expose));

  describe(`${name} remote exposes`, () => {
    it('exactly the modules the shell loads', () => {
      expect(Object.keys(exposes).sort()).toEqual([...Object.keys(pages), ...fragments].sort());
    });

    it.each(Object.entries(exposes))('%s from an existing file', (_expose, file) => {
      expect(existsSync(path.join(dir, file))).toBe(true);
    });

    it.each(exposedPages)('%s default-exports a page with its title as the one h1', async (expose, file) => {
      const title = pages[expose];
      if (title === undefined) throw new Error(`${expose} is exposed but has no expected title`);
      await expectPageTitledOnce(await loadDefaultExport(path.join(dir, file)), title);
    });

    it('every one in the standalone harness nav', () => {
      expect(harnessPages.map((page) => page.expose).sort()).toEqual(Object.keys(exposes).sort());
      renderStandaloneHarnessAt('/', name, harnessPages);
      const nav = screen.getByRole('navigation', { name: `${name} pages` });
      expect(within(nav).getAllByRole('link')).toHaveLength(harnessPages.length);
    });
  });
}
