import { Writable } from 'node:stream';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanStyle, PlanSummary } from 'contracts/src/catalog/plan';
import { type apiClient, ApiError, type PageLoadContext, RemoteLoaderProvider } from 'shared-ui';
import { noOtherRemotes } from 'shared-ui/testing/stand-ins';
import { planDetailFixture } from '../plan-detail/planDetailFixture';
import { planSummaryFixture, searchPageFixture } from './planSearchFixture';

/** The store's public origin in these tests. */
export const ORIGIN = 'https://plans.example';

/** The plan the stubbed API knows (property/42); any other id is a 404. */
export const PLAN = planDetailFixture();

/** The first page of every list: 10 plans of 25. */
export const LIST_COUNT = 25;
export const LIST_PLANS: PlanSummary[] = Array.from({ length: 10 }, (_, index) =>
  planSummaryFixture({ _id: String(100 + index), name: `Plan ${100 + index}` }),
);

export const STYLES: PlanStyle[] = [1, 2, 3].map((code) => ({ _id: String(code), name: `Style ${code}`, image: null }));

const answer = <T,>(data: T): ApiEnvelope<T> => ({ status: 200, message: 'OK', data });

/** The API as the catalog's pages read it; `failing` answers 500 for every read. */
export function stubCatalogApi(get: jest.MockedFunction<typeof apiClient.get>, { failing = false } = {}): void {
  get.mockImplementation(async (path: string) => {
    if (failing) throw new ApiError(500, 'The server could not complete the request (HTTP 500). Please try again.');
    if (path === `property/${PLAN._id}`) return answer(PLAN);
    if (path.startsWith('property/')) throw new ApiError(404, 'Property not found');
    if (path === 'properties') return answer(searchPageFixture({ data: LIST_PLANS, count: LIST_COUNT }));
    if (path === 'plan-styles') return answer(STYLES);
    if (path === 'related-properties') return answer([planSummaryFixture({ _id: '77', name: 'The Related One' })]);
    throw new Error(`The stubbed API has no ${path}`);
  });
}

/** The paths the page asked the API for since `from` calls. */
export function askedPaths(get: jest.MockedFunction<typeof apiClient.get>, from = 0): string[] {
  return get.mock.calls.slice(from).map(([path]) => path);
}

export interface OpenedPage {
  /** The request's path and query. */
  url: string;
  /** The route's pattern, as the shell's route table has it. */
  routePath: string;
  Page: ComponentType;
}

/** What the shell's server renderer hands a page's `load`. */
export function loadContext(queryClient: QueryClient, { url, routePath }: OpenedPage): PageLoadContext {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  const params = matchPath({ path: routePath, caseSensitive: true, end: true }, pathname)?.params ?? {};
  return { queryClient, params, searchParams, routePath, origin: ORIGIN };
}

/**
 * The page inside what the shell wraps it in, on the server and in the browser alike (the two must be the same tree
 * for hydration): the cache, the remote loader, a router at the URL (StaticRouter on the server, the browser's
 * router in the browser) and the page's route.
 */
export function pageTree(
  queryClient: QueryClient,
  { routePath, Page }: OpenedPage,
  router: (routes: ReactNode) => ReactElement,
): ReactElement {
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteLoaderProvider loader={noOtherRemotes}>
        {router(
          <Routes>
            <Route path={routePath} element={<Page />} />
          </Routes>,
        )}
      </RemoteLoaderProvider>
    </QueryClientProvider>
  );
}

/**
 * The whole page as the shell's server renderer sends it (React's Node renderer, once nothing in it is waiting);
 * rejects on any error while rendering.
 */
export function renderOnServer(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** The text a page shows, tags and React's text separators left out, entities read, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The distinct plan pages a page links to. */
export function planLinksOf(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/property\/[^"]*)"/g)].map((match) => match[1] ?? ''))];
}
