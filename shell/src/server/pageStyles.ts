import { criticalSheetOf, type CriticalSheet } from './criticalStyles';

/**
 * A style sheet the page inlines (whole, or the rules its first paint needs), or links when it could not be read in
 * time. `whole`: inlined whole on every page and never replaced (the design tokens and the base element rules).
 */
export type PageStyle = { href: string; whole?: boolean } & ({ css: string; critical: CriticalSheet } | { css: null });

/**
 * A sheet as the renderer asks for it: `href` as the page names it, `url` where the server reads it (the same, unless
 * given).
 */
export interface PageStyleSheet {
  href: string;
  url?: string;
  whole?: boolean;
}

type ReadSheet = { css: string; critical: CriticalSheet };

export interface PageStylesOptions {
  /** How long the server waits for a remote's style sheet. */
  timeoutMs: number;
  /** How many style sheets are kept (their names carry their content's hash: they never change). */
  maxSheets: number;
}

/**
 * The opened page's style sheets, read on the server and written into the page: the server-rendered HTML is styled
 * without a render-blocking request to the remote's origin (a remote hanging for the browser would otherwise hold the
 * page's first paint and the shell's scripts). Kept by URL: a build's file names change with their content.
 */
export function createPageStyles({ timeoutMs, maxSheets }: PageStylesOptions) {
  const sheets = new Map<string, Promise<ReadSheet | null>>();

  function read(href: string): Promise<ReadSheet | null> {
    let sheet = sheets.get(href);
    if (!sheet) {
      sheet = fetch(href, { signal: AbortSignal.timeout(timeoutMs) })
        .then((response) => (response.ok ? response.text() : null))
        .then((css) => (css === null ? null : { css, critical: criticalSheetOf(css) }))
        .catch(() => null);
      sheets.set(href, sheet);
      // A sheet that could not be read is asked for again next time.
      void sheet.then((readSheet) => {
        if (readSheet === null) sheets.delete(href);
      });
      while (sheets.size > maxSheets) {
        const oldest = sheets.keys().next();
        if (oldest.done) break;
        sheets.delete(oldest.value);
      }
    }
    return sheet;
  }

  return {
    async of(sheets: readonly PageStyleSheet[]): Promise<PageStyle[]> {
      return Promise.all(
        sheets.map(async ({ href, url = href, whole }): Promise<PageStyle> => {
          const sheet = await read(url);
          return sheet === null ? { href, whole, css: null } : { href, whole, ...sheet };
        }),
      );
    },
  };
}
