import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import type { PageRenderer, PageRendererOptions, RenderedPage } from 'contracts/src/rendering/pageRendering';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import {
  configureApiClient,
  createStoreQueryClient,
  type PageLoader,
  type PageLoadResult,
  PreloadedRemoteComponents,
  remoteComponentKey,
  type RemoteLoader,
} from 'shared-ui';
import { StoreProviders } from '../app/StoreProviders';
import { builderRegistrationUrlOf } from '../composition/builderRegistrationUrl';
import { RenderingOnServerContext } from '../routes/renderingOnServer';
import { routeForPath } from '../routes/routeForPath';
import { ShellRoutes } from '../routes/ShellRoutes';
import { checkIndexHtml, checkStartupLoader, documentParts, withoutStyleSheetLinks } from './pageDocument';
import { createPageCache } from './pageCache';
import { createPageStyles } from './pageStyles';
import { headMarkup, pageHead } from './pageHead';
import { createServerFederation, type PageFiles, type ServerFederation } from './serverFederation';

/**
 * The whole budget of a page on the server (remote module, data): 800 ms. Past it the page is sent with its frame
 * and rendered in the browser, so a slow remote or API costs a shopper a loading state, never a stalled page.
 */
export const PAGE_BUDGET_MS = 800;
/** A remote's manifest is read again when a render needs it and the last read is older than this. */
export const REVALIDATE_AFTER_MS = 250;
/**
 * A rendered page is sent again for this long, then, for a while more, sent while its next version renders. The
 * whole life stays under the browser's 30 s of trust in an answer (shared-ui's query client): a page sent later
 * would make the browser read its data again on arrival.
 */
export const PAGE_FRESH_MS = 5000;
const PAGE_KEPT_MS = 20_000;
/**
 * A page sent a little old renders its next version this much later, not at once: the visitor it was sent to asks
 * for the page's pictures and scripts within the next few hundred milliseconds, and a render in the same process
 * (20-40 ms of its one thread, with the data read) would hold up exactly those answers, the largest picture first.
 */
export const REVALIDATION_DELAY_MS = 500;
const PAGE_CACHE_SIZE = 1000;
/** A manifest is a few kilobytes from a neighbouring server. */
const MANIFEST_TIMEOUT_MS = 500;

interface LoadedPage {
  component: unknown;
  result: PageLoadResult;
}

const NO_FILES: PageFiles = { scripts: [], styles: [] };

/** A RemoteLoader for the tree: the page is handed down loaded; fragments and the rest load in the browser. */
const BROWSER_ONLY_LOADER: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('Remote modules other than the page load in the browser.')),
  preload: () => undefined,
};

function isPageLoader(value: unknown): value is PageLoader {
  return typeof value === 'function';
}

function paramsOf(route: ShellRoute, pathname: string): Record<string, string | undefined> {
  return matchPath({ path: route.path, caseSensitive: true, end: true }, pathname)?.params ?? {};
}

async function loadPage(
  federation: ServerFederation,
  route: ShellRoute,
  url: URL,
  queryClient: QueryClient,
  origin: string,
  budgetMs: number,
): Promise<LoadedPage> {
  const started = Date.now();
  const exports = await federation.loadModule(route.remote, route.module, budgetMs);
  const component: unknown = typeof exports === 'object' && exports !== null ? Reflect.get(exports, 'default') : null;
  const load: unknown = typeof exports === 'object' && exports !== null ? Reflect.get(exports, 'load') : null;
  if (!isPageLoader(load)) return { component, result: {} };
  const left = Math.max(0, budgetMs - (Date.now() - started));
  const loading = load({
    queryClient,
    params: paramsOf(route, url.pathname),
    searchParams: url.searchParams,
    routePath: route.path,
    origin,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${route.module} had no data within ${budgetMs} ms.`)), left);
  });
  try {
    return { component, result: await Promise.race([loading, overBudget]) };
  } finally {
    clearTimeout(timer);
  }
}

/** The shell's server renderer: the same tree as the browser's, at one URL, with the opened page's data. */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const {
    runtimeConfig,
    apiOrigin,
    publicOrigin,
    pageBudgetMs = PAGE_BUDGET_MS,
    revalidateAfterMs = REVALIDATE_AFTER_MS,
    onPageError = () => undefined,
  } = options;
  checkIndexHtml(options.indexHtml);
  if (options.startupLoader !== undefined) checkStartupLoader(options.startupLoader);
  const { indexHtml, styleSheets } = withoutStyleSheetLinks(options.indexHtml);
  // The shell's style sheets, read where the API serves them (its origin serves the shell's files) and inlined.
  const shellStyleSheets = styleSheets.map((sheet) => ({ ...sheet, url: new URL(sheet.href, apiOrigin).href }));
  configureApiClient({ baseUrl: new URL(runtimeConfig.apiBaseUrl, apiOrigin).href });
  const federation = createServerFederation({
    remotes: options.serverRemotes ?? runtimeConfig.remotes,
    manifestTimeoutMs: MANIFEST_TIMEOUT_MS,
    revalidateAfterMs,
  });

  const styles = createPageStyles({ timeoutMs: MANIFEST_TIMEOUT_MS, maxSheets: 200 });
  const pages = createPageCache({ maxPages: PAGE_CACHE_SIZE, freshMs: PAGE_FRESH_MS, keptMs: PAGE_KEPT_MS });
  /** Renders under way, by cache key: many asking for one page at once wait for one render. */
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** Pages sent a little old whose next version is due to render (see REVALIDATION_DELAY_MS). */
  const revalidating = new Set<string>();

  /**
   * The browser's files of the opened page: of a page its remote rendered, and of a signed-in shopper's page, sent as
   * its frame, so that the browser fetches them with the page instead of after the shell's start.
   */
  async function pageFilesOf(route: ShellRoute | undefined, rendered: boolean): Promise<PageFiles> {
    if (!route || (!rendered && !route.requiresSession)) return NO_FILES;
    if (!rendered && (await federation.deployment(route.remote).catch(() => null)) === null) return NO_FILES;
    return federation.browserFiles(route.remote, route.module);
  }

  /** The page at `url`, rendered whole. */
  async function renderHtml(url: URL, route: ShellRoute | undefined, deployed: boolean): Promise<RenderedHtml> {
    const path = `${url.pathname}${url.search}`;
    const queryClient = createStoreQueryClient();
    let loaded: LoadedPage | null = null;
    if (route && deployed) {
      try {
        loaded = await loadPage(federation, route, url, queryClient, publicOrigin, pageBudgetMs);
      } catch (error) {
        onPageError(error, path);
      }
    }
    const status = route ? (loaded?.result.status ?? 200) : 404;
    const preloaded = new Map<string, unknown>();
    if (route && loaded) preloaded.set(remoteComponentKey(route.remote, route.module), loaded.component);
    const head = pageHead({ route, head: loaded?.result.head, url, status });
    const pageFiles = await pageFilesOf(route, loaded !== null);
    const state = {
      // The page was rendered when its module loaded (or no route matched: the shell's own not-found page).
      rendered: loaded !== null || !route,
      queries: loaded ? dehydrate(queryClient) : null,
      scripts: pageFiles.scripts,
    };
    const pageStyles = await styles.of([...shellStyleSheets, ...pageFiles.styles.map((href) => ({ href }))]);
    let failed = false;
    const tree = await renderTree({
      url,
      builderRegistrationUrl: builderRegistrationUrlOf(runtimeConfig),
      queryClient,
      preloaded,
      onError: (error) => {
        failed = true;
        onPageError(error, path);
      },
    });
    const parts = documentParts({
      indexHtml,
      startupLoader: options.startupLoader,
      headTags: headMarkup(head, publicOrigin),
      pageStyles,
      pageHtml: tree,
      runtimeConfig,
      state,
    });
    const html = `${parts.start}${tree}${parts.end}`;
    // Only a page its remote rendered whole is sent again; a fallback is tried afresh next time.
    return { status, html, keep: loaded !== null && !failed };
  }

  /** One render per page at a time; a page worth keeping is kept. */
  function renderOnce(key: string, url: URL, route: ShellRoute): Promise<RenderedPage> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderHtml(url, route, true)
        .then((rendered) => {
          const page = sent(rendered);
          if (rendered.keep) pages.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
      // Sent meanwhile: the page kept before (below), which nobody else may be waiting on.
      pending.catch(() => undefined);
    }
    return pending;
  }

  function revalidateLater(key: string, url: URL, route: ShellRoute): void {
    if (revalidating.has(key) || rendering.has(key)) return;
    revalidating.add(key);
    const timer = setTimeout(() => {
      revalidating.delete(key);
      // A failed render keeps the page as it was until it expires: the next visitor's request tries again.
      renderOnce(key, url, route).catch(() => undefined);
    }, REVALIDATION_DELAY_MS);
    // A server shutting down need not wait for a page nobody is waiting on.
    timer.unref();
  }

  return {
    async render(path) {
      const url = new URL(path, publicOrigin);
      const route = routeForPath(url.pathname);
      const deployment =
        route && !route.requiresSession ? await federation.deployment(route.remote).catch(() => null) : null;
      if (!route || deployment === null) return sent(await renderHtml(url, route, false));
      const key = `${deployment}\n${url.pathname}${url.search}`;
      // A kept page is handed over as the same object each time: whoever sends it may keep what it makes of it
      // (the API keeps its compressed bytes) as long as the page is kept.
      const kept = pages.get(key);
      if (kept?.fresh) return kept.page;
      if (!kept) return renderOnce(key, url, route);
      // A page a little old is sent at once; its next version renders shortly after.
      revalidateLater(key, url, route);
      return kept.page;
    },
  };
}

interface RenderedHtml {
  status: number;
  html: string;
  /** Rendered whole by its remote: worth sending again. */
  keep?: boolean;
}

function sent({ status, html }: RenderedHtml): RenderedPage {
  return { status, html };
}

interface TreeRendering {
  url: URL;
  builderRegistrationUrl: string | undefined;
  queryClient: QueryClient;
  preloaded: ReadonlyMap<string, unknown>;
  onError: (error: unknown) => void;
}

/** React's HTML of the tree, once everything in it is ready. */
function renderTree({ url, builderRegistrationUrl, queryClient, preloaded, onError }: TreeRendering): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <RenderingOnServerContext.Provider value>
        <StoreProviders loader={BROWSER_ONLY_LOADER} queryClient={queryClient}>
          <PreloadedRemoteComponents components={preloaded}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <ShellRoutes builderRegistrationUrl={builderRegistrationUrl} />
            </StaticRouter>
          </PreloadedRemoteComponents>
        </StoreProviders>
      </RenderingOnServerContext.Provider>,
      {
        // Crawlers and link previews read the whole page: it is sent once nothing in it is waiting.
        onAllReady() {
          const html: string[] = [];
          const page = new Writable({
            decodeStrings: false,
            write(chunk: unknown, _encoding, done) {
              html.push(chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : String(chunk));
              done();
            },
            // React ends what it pipes into after its last chunk.
            final(done) {
              resolve(html.join(''));
              done();
            },
          });
          stream.pipe(page);
        },
        onShellError: reject,
        // A page that throws on the server is rendered by the browser (React sends its nearest fallback).
        onError,
        // Everything in one piece: React would otherwise send a large page's content apart and put it in place with
        // an inline script, which the page's script policy rightly refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
}
