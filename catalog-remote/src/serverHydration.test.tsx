// The browser's side of server rendering: the server's HTML, hydrated with the cache the server handed over, must be
// exactly what the browser draws first (a mismatch makes React log an error and draw the page again), and the
// browser asks the API for nothing the server answered.
import { setImmediate } from 'node:timers';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { apiClient, createStoreQueryClient } from 'shared-ui';
import { useCompareStore } from './compare/compareStore';
import ComparePage from './compare/ComparePage';
import PlanDetailPage from './plan-detail/PlanDetailPage';
import PlanSearchPage from './plan-search/PlanSearchPage';
import type { ServedPage, ServerPageName } from './testing/isolatedServer';
import { askedPaths, LIST_PLANS, pageTree, stubCatalogApi, type OpenedPage } from './testing/serverRenderingFixtures';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

// The server's render runs here too, with React's Node renderer, which schedules its work with setImmediate: jsdom's
// globals have none.
Object.assign(globalThis, { setImmediate });

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'queries'));
}

// Past the list's 100 ms settling time: any search the browser would send again has been sent by then.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

let root: Root | null = null;
let container: HTMLElement;
let consoleError: jest.SpyInstance;
const recoverableErrors: unknown[] = [];

beforeEach(() => {
  get.mockReset();
  stubCatalogApi(get);
  recoverableErrors.length = 0;
  container = document.body.appendChild(document.createElement('div'));
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  consoleError.mockRestore();
  useCompareStore.setState({ planIds: [] });
});

/**
 * The server's side of a request, run in a module registry of its own (a process apart from the browser, as in
 * production): its React, router and cache share no context with the browser's render.
 */
async function serveInIsolation(name: ServerPageName, url: string): Promise<ServedPage> {
  let served: ServedPage | undefined;
  // Async: the page's lazy parts (related plans) are required while it renders, and must come from that registry.
  await jest.isolateModulesAsync(async () => {
    const server = jest.requireActual<typeof import('./testing/isolatedServer')>('./testing/isolatedServer');
    served = await server.serve(name, url);
  });
  if (!served) throw new Error('The server did not answer.');
  return served;
}

/**
 * The server's side (load, render, the cache dehydrated and sent as JSON), then the browser's: the cache hydrated
 * and the tree hydrated over the server's HTML at the same address. Answers what the browser then asked the API for.
 */
async function serveAndHydrate(
  name: ServerPageName,
  page: OpenedPage,
  { inBrowser = () => undefined }: { inBrowser?: () => void } = {},
): Promise<string[]> {
  const served = await serveInIsolation(name, page.url);
  // What only the browser knows (its storage), which the server must not have drawn.
  inBrowser();
  container.innerHTML = served.html;
  // Sent in the page as JSON: only what survives it reaches the browser.
  const handedOver: unknown = JSON.parse(JSON.stringify(served.dehydrated));
  if (!isDehydratedState(handedOver)) throw new Error('The dehydrated cache did not survive JSON.');

  window.history.replaceState(null, '', page.url);
  const browserClient = createStoreQueryClient();
  hydrate(browserClient, handedOver);
  const before = get.mock.calls.length;
  await act(async () => {
    root = hydrateRoot(
      container,
      pageTree(browserClient, page, (routes) => <BrowserRouter>{routes}</BrowserRouter>),
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  await settle();
  return askedPaths(get, before);
}

function expectHydratedCleanly() {
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
}

describe('hydrating server-rendered catalog pages', () => {
  it('a plan page: the same tree, and only the related plans (below the first screen) asked for', async () => {
    const asked = await serveAndHydrate(
      'plan',
      { url: '/property/42', routePath: '/property/:id', Page: PlanDetailPage },
      { inBrowser: () => useCompareStore.setState({ planIds: ['7'] }) },
    );
    expectHydratedCleanly();
    expect(asked).toEqual(['related-properties']);
    expect(container.querySelector('h1')).toHaveTextContent('The Magnolia Farmhouse');
    expect(container).toHaveTextContent('The Related One');
    // The comparison kept in the browser shows once hydrated.
    expect(container).toHaveTextContent('View comparison (1)');
  });

  it("an unknown plan: 'No property found.' on both sides, asked for once, on the server", async () => {
    const asked = await serveAndHydrate('plan', {
      url: '/property/404',
      routePath: '/property/:id',
      Page: PlanDetailPage,
    });
    expectHydratedCleanly();
    // The popular plans it offers came with the page too.
    expect(asked).toEqual([]);
    expect(container.querySelector('[role="alert"]')).toHaveTextContent(/^No property found\.$/);
    expect(container.querySelector('section[aria-labelledby="popular-plans"]')).toHaveTextContent('Popular plans');
  });

  it('a plan list: the same cards and page links, the search not asked again', async () => {
    const page = { url: '/propertyList?bedrooms=3&pagination=1', routePath: '/propertyList', Page: PlanSearchPage };
    const asked = await serveAndHydrate('list', page);
    expectHydratedCleanly();
    expect(asked).toEqual([]);
    expect(container.querySelectorAll('article')).toHaveLength(LIST_PLANS.length);
    expect(container.querySelector('a[aria-current="page"]')).toHaveTextContent('2');
  });

  it('the compare page: the frame the server drew, then the list kept in the browser', async () => {
    const asked = await serveAndHydrate(
      'compare',
      { url: '/compare', routePath: '/compare', Page: ComparePage },
      { inBrowser: () => useCompareStore.setState({ planIds: ['42'] }) },
    );
    expectHydratedCleanly();
    expect(asked).toEqual(['property/42']);
    expect(container.querySelector('table')).toHaveTextContent('The Magnolia Farmhouse');
  });
});
