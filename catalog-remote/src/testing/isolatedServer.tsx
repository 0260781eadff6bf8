import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { apiClient, createStoreQueryClient, type PageLoader } from 'shared-ui';
import ComparePage from '../compare/ComparePage';
import PlanDetailPage, { load as loadPlanDetail } from '../plan-detail/PlanDetailPage';
import PlanSearchPage, { load as loadPlanSearch } from '../plan-search/PlanSearchPage';
import { loadContext, pageTree, renderOnServer, stubCatalogApi, type OpenedPage } from './serverRenderingFixtures';

/**
 * The server's side of a request, for a test of the browser's side. Load this module in a registry of its own
 * (jest.isolateModules): it then has its own React, router, cache and pages, as the server process has, and its
 * render leaves nothing in the contexts the browser's render reads. Its API is stubbed like the test's.
 */

const PAGES = {
  plan: { routePath: '/property/:id', Page: PlanDetailPage, load: loadPlanDetail },
  list: { routePath: '/propertyList', Page: PlanSearchPage, load: loadPlanSearch },
  compare: { routePath: '/compare', Page: ComparePage, load: undefined },
} satisfies Record<string, Omit<OpenedPage, 'url'> & { load: PageLoader | undefined }>;

export type ServerPageName = keyof typeof PAGES;

export interface ServedPage {
  html: string;
  /** The cache as the server hands it over in the page. */
  dehydrated: DehydratedState;
}

/** Load (when the page has a loader), render, and dehydrate the cache, as the shell's server renderer does. */
export async function serve(name: ServerPageName, url: string): Promise<ServedPage> {
  stubCatalogApi(jest.mocked(apiClient.get));
  const { load, ...page } = PAGES[name];
  const opened = { ...page, url };
  const client = createStoreQueryClient();
  if (load) await load(loadContext(client, opened));
  const html = await renderOnServer(
    pageTree(client, opened, (routes) => <StaticRouter location={url}>{routes}</StaticRouter>),
  );
  return { html, dehydrated: dehydrate(client) };
}
