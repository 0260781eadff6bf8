/** A page as sent: the same for every visitor, since the server never sees a shopper's session. */
export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  /** How many pages are kept; the least recently used goes first. */
  maxPages: number;
  /** How long a page is sent again before it is rendered anew (its data may have changed meanwhile). */
  ttlMs: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
}

/**
 * Rendered pages kept a few seconds: a page asked for by many at once (a link shared, a crawler, a sale) is rendered
 * once per few seconds instead of once per request. Keyed by the page's remote's deployment as well as its URL, so a
 * redeployed remote is rendered anew at once.
 */
export function createPageCache({ maxPages, ttlMs, now = Date.now }: PageCacheOptions): PageCache {
  const pages = new Map<string, { page: CachedPage; expires: number }>();
  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      pages.delete(key);
      if (entry.expires <= now()) return undefined;
      // Most recently used last: Map keeps insertion order.
      pages.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      pages.delete(key);
      pages.set(key, { page, expires: now() + ttlMs });
      while (pages.size > maxPages) {
        const oldest = pages.keys().next();
        if (oldest.done) break;
        pages.delete(oldest.value);
      }
    },
  };
}
