import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import type { PageLoadContext, PageLoader } from 'shared-ui';

/** An exposed page module as the shell's server renderer takes it: the page, and what to load before rendering it. */
export interface PageModule {
  default: ComponentType;
  load?: PageLoader;
}

/** The store's public origin in these tests. */
export const TEST_ORIGIN = 'https://plans.example';

/** What the shell's server renderer hands `load` for a request of `url` on the route `routePath`. */
export function loadContext(
  queryClient: QueryClient,
  url: string,
  routePath: string,
  params: Readonly<Record<string, string | undefined>> = {},
): PageLoadContext {
  return {
    queryClient,
    params,
    searchParams: new URL(url, TEST_ORIGIN).searchParams,
    routePath,
    origin: TEST_ORIGIN,
  };
}

/** The tree the shell renders on the server: the page in the request's cache, at the requested URL. */
export function serverPage(Page: ComponentType, client: QueryClient, url: string): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <Page />
      </StaticRouter>
    </QueryClientProvider>
  );
}

/** The same tree as the browser hydrates it: the page's cache (filled from the server's), a browser-side router. */
export function browserPage(Page: ComponentType, client: QueryClient, url: string): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
