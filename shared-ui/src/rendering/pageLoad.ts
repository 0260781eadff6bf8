import type { QueryClient } from '@tanstack/react-query';

// What a page module may export beside its component (its default export) so that the shell's server renderer can
// render it with its data and describe it to search engines and link previews. The same module runs in the
// browser, where only the component is used: its queries find the answers `load` put in the cache, handed over in
// the page (docs/decisions/server-rendering.md).

/** A picture that stands for the page in a link preview (og:image): absolute URL, in pixels. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** How a page describes itself in its <head>. */
export interface PageHead {
  /** The page's own title, without the store's name ('Plan #1234: 3 Bed Modern Farmhouse'). */
  title: string;
  /** One or two sentences for search results and link previews (meta description, og:description). */
  description: string;
  /**
   * The one spelling of this page, path and query ('/propertyList?page=2'); by default the route's canonical path
   * (contracts/src/routing/publicPages.ts) without the query.
   */
  canonicalPath?: string;
  /** og:type: a plan is a product; the rest are web pages. */
  kind?: 'website' | 'product' | 'article';
  image?: PageImage;
  /** schema.org objects (a plan's Product with its Offer), each sent as its own application/ld+json block. */
  structuredData?: readonly Record<string, unknown>[];
  /** Kept out of search results whatever the route says (a page past the end of a list). */
  noindex?: boolean;
}

/** What the server knows of the request when it loads a page. */
export interface PageLoadContext {
  /** The render's own cache: fill it with the queries the page's component will read. */
  queryClient: QueryClient;
  /** The route's parameters: `{ id: '12' }` for /property/12. */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's query string. */
  searchParams: URLSearchParams;
  /** The route's path pattern ('/propertyList', '/carports', '/property/:id'): one page module serves several. */
  routePath: string;
  /** The store's public origin ('https://plans.example'), for absolute URLs such as og:image. */
  origin: string;
}

export interface PageLoadResult {
  /** 404 when the page names something that does not exist (an unknown plan); 200 otherwise. */
  status?: 200 | 404;
  /** Whatever the page knows better than its route's title and the store's description. */
  head?: Partial<PageHead>;
}

/**
 * A page module's `load` export: prefetches, into `context.queryClient`, every query its first screen reads (the
 * same query definitions the component uses), and says what the page is. Rejects only on a failure that should
 * cost the page its server rendering (the API down): the page is then rendered in the browser.
 */
export type PageLoader = (context: PageLoadContext) => Promise<PageLoadResult>;
