import type { RuntimeConfig } from '../config/runtimeConfig';

// The seam between the shell's server renderer (shell/src/server, built to shell/dist/server/renderer.js) and
// whatever process mounts it (the API by default). Types only: the API requires the shell's build at start.

export interface PageRendererOptions {
  /** The shell's built index.html. */
  indexHtml: string;
  /**
   * The shell's start-up loader (dist/startup-loader.js), inlined into each rendered page; the mounting process's
   * script policy must allow it by its hash.
   */
  startupLoader?: string;
  /** The config the browser gets (inlined in every page). */
  runtimeConfig: RuntimeConfig;
  /** Where the renderer reaches the remotes' manifests; the runtime config's URLs by default. */
  serverRemotes?: RuntimeConfig['remotes'];
  /** Where the renderer reaches the API ('http://127.0.0.1:3000'): the page's data is read through it. */
  apiOrigin: string;
  /** The store's public origin, for canonical URLs and link previews ('https://plans.example'). */
  publicOrigin: string;
  /** The most a page's remote module and data may take before the page is sent for the browser to render. */
  pageBudgetMs?: number;
  /** How long a remote's manifest is trusted before it is read again. */
  revalidateAfterMs?: number;
  /** Told of what went wrong with a page (the page is still sent); never shown to the shopper. */
  onPageError?: (error: unknown, url: string) => void;
}

export interface RenderedPage {
  /** 200, or 404 for a path no route serves or a page of something that does not exist. */
  status: number;
  /**
   * The whole page. React renders it as a stream, but the page is sent once everything in it is ready (crawlers read
   * all of it) and kept for the next visitors, so it is handed over whole.
   */
  html: string;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query). A page the renderer keeps (a few seconds) comes back as the same object each
   * time, so the caller may keep what it derives from it, such as its compressed bytes, in a WeakMap.
   */
  render(url: string): Promise<RenderedPage>;
}

/** What shell/dist/server/renderer.js exports. */
export type CreatePageRenderer = (options: PageRendererOptions) => Promise<PageRenderer>;
