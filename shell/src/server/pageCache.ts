import type { RenderedPage } from 'contracts/src/rendering/pageRendering';

/** A page as sent: the same for every visitor, since the server never sees a shopper's session. */
export type CachedPage = RenderedPage;

export interface PageCacheOptions {
  /** How many pages are kept; the least recently used goes first. */
  maxPages: number;
  /** How long a page is sent again as it is (its data may change meanwhile). */
  freshMs: number;
  /** How long it is kept in all: past `freshMs` it is sent while its next version renders. */
  keptMs: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string): { page: CachedPage; fresh: boolean } | undefined;
  set(key: string, page: CachedPage): void;
}

/**
 * Rendered pages kept a few seconds: a page asked for by many at once (a link shared, a crawler, a sale) is rendered
 * once per few seconds instead of once per request. Keyed by the page's remote's deployment as well as its URL, so a
 * redeployed remote is rendered anew at once.
 */
export function createPageCache({ maxPages, freshMs, keptMs, now = Date.now }: PageCacheOptions): PageCache {
  const pages = new Map<string, { page: CachedPage; renderedAt: number }>();
  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      pages.delete(key);
      const age = now() - entry.renderedAt;
      if (age >= keptMs) return undefined;
      // Most recently used last: Map keeps insertion order.
      pages.set(key, entry);
      return { page: entry.page, fresh: age < freshMs };
    },
    set(key, page) {
      pages.delete(key);
      pages.set(key, { page, renderedAt: now() });
      while (pages.size > maxPages) {
        const oldest = pages.keys().next();
        if (oldest.done) break;
        pages.delete(oldest.value);
      }
    },
  };
}
