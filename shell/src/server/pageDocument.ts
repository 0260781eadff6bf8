import { escapeMarkup, scriptSafeJson } from 'contracts/src/markup/escapeMarkup';
import { INLINE_RUNTIME_CONFIG_ID, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { PAGE_STATE_ID, type PageState } from '../rendering/pageState';
import { CRITICAL_STYLE_ATTRIBUTE } from '../rendering/wholeStyleSheets';
import { classesIn, criticalCss } from './criticalStyles';
import type { PageStyle } from './pageStyles';

/** Where the page goes in the shell's index.html (tooling/webpack/index.html), minified or not. */
const ROOT = /<div id="?root"?><\/div>/;

export interface DocumentParts {
  /** Everything before the page's HTML: the head (the page's tags and style sheets) and `<div id="root">`. */
  start: string;
  /** Everything after it. */
  end: string;
}

export interface DocumentInput {
  /** The shell's built index.html: its own scripts and style sheets are in it. */
  indexHtml: string;
  /**
   * The shell's start-up loader (shell/src/rendering/startupLoader.ts, built to dist/startup-loader.js), inlined into
   * a rendered page in place of the entry's script tag; without it the page names the entry as built.
   */
  startupLoader?: string;
  /** The page's title, description, canonical URL... (pageHead.ts). */
  headTags: string;
  /** The shell's and the opened page's style sheets: inlined where the server read them, linked otherwise. */
  pageStyles: readonly PageStyle[];
  /**
   * React's HTML of the page: given, a page with the start-up loader inlines only the rules that may style its
   * classes, and the loader puts the whole sheets in their place after the first paint.
   */
  pageHtml?: string;
  runtimeConfig: RuntimeConfig;
  state: PageState;
}

/** The build's list of the shell's start-up scripts in its index.html (tooling/webpack/startupPreloadPlugin.cjs). */
const STARTUP_SCRIPTS = /<script type="?application\/json"? id="?startup-scripts"?>([^<]*)<\/script>/;

/** The shell's start-up scripts, as its build lists them in index.html. */
export function startupScriptsOf(indexHtml: string): string[] {
  try {
    const listed: unknown = JSON.parse(STARTUP_SCRIPTS.exec(indexHtml)?.[1] ?? '[]');
    return Array.isArray(listed) ? listed.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The shell's own style sheets linked by its index.html (`<link rel=stylesheet href=/bootstrap.1a2b3c4d.css>`); the
 * build marks the one every page needs whole with `data-whole` (tooling/webpack/startupPreloadPlugin.cjs).
 */
const SHELL_STYLE_SHEET = /<link rel="?stylesheet"? href="?([^" >]+)"?( data-whole(?:="[^"]*")?)?\s*\/?>/g;

/**
 * The shell's page without its style sheet links, and the sheets: the renderer writes them into the page as it does
 * the opened page's (nothing render-blocking before the first paint).
 */
export function withoutStyleSheetLinks(indexHtml: string): {
  indexHtml: string;
  styleSheets: { href: string; whole: boolean }[];
} {
  const styleSheets = [...indexHtml.matchAll(SHELL_STYLE_SHEET)]
    .map((match) => ({ href: match[1] ?? '', whole: match[2] !== undefined }))
    .filter(({ href }) => href !== '');
  return { indexHtml: indexHtml.replace(SHELL_STYLE_SHEET, ''), styleSheets };
}

/** The shell's entry as its build names it (`<script defer src=/main.1a2b3c4d.js></script>`, minified or not). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?\s*><\/script>/;

/**
 * The page's entry script tag replaced by the start-up loader, inline, which adds the entry once the page is painted
 * (the page then asks for no script before its first paint). The page's script policy allows the loader by its hash
 * (api/src/static/contentSecurityPolicy.ts), so its text is written as it is.
 */
function withStartupLoader(indexHtml: string, startupLoader: string): string {
  return indexHtml.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) => `<script data-entry="${escapeMarkup(src)}">${startupLoader}</script>`,
  );
}

/** Checks that a start-up loader can be written inline as it is. */
export function checkStartupLoader(startupLoader: string): void {
  if (/<\/script/i.test(startupLoader))
    throw new Error("The shell's start-up loader holds </script: it cannot be inlined.");
}

/** Checks, once per build of the shell, that its page has the slots the renderer fills. */
export function checkIndexHtml(indexHtml: string): void {
  for (const [part, found] of [
    ['</head>', indexHtml.includes('</head>')],
    ['<div id="root"></div>', ROOT.test(indexHtml)],
    ['</body>', indexHtml.includes('</body>')],
  ] as const) {
    if (!found) throw new Error(`The shell's index.html has no ${part}: rebuild the shell.`);
  }
}

/** The page around React's HTML. */
export function documentParts({
  indexHtml: builtIndexHtml,
  startupLoader,
  headTags,
  pageStyles,
  pageHtml,
  runtimeConfig,
  state,
}: DocumentInput): DocumentParts {
  const startedByLoader = state.rendered && startupLoader !== undefined;
  const indexHtml = startedByLoader ? withStartupLoader(builtIndexHtml, startupLoader) : builtIndexHtml;
  // Read once per page, and only where the page inlines parts of its sheets (not for a frame page).
  const pageClasses = startedByLoader && pageHtml !== undefined ? classesIn(pageHtml) : null;
  const styleElement = (attribute: string, href: string, css: string) =>
    `<style ${attribute}="${escapeMarkup(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const origins = [...new Set(Object.values(runtimeConfig.remotes).map((url) => new URL(url).origin))];
  const head = [
    headTags,
    // The page's own style sheets before it shows (no flash of unstyled content), in the page where the server read
    // them (`data-href`: the remote's style loader then knows it is there). Of a page the loader starts, only the
    // rules its HTML may need (`data-critical`: the loader links the whole sheet there after the first paint), so
    // that the page comes in the first round trip of a new connection (about 14 KB). The design tokens and the base
    // element rules are inlined whole: every element depends on them, so that putting the whole sheet in place of a
    // part would restyle the whole page on a phone's busiest moment (25-50 ms at 4x CPU), for a few hundred bytes.
    ...pageStyles.map((style) => {
      if (style.css === null) return `<link rel="stylesheet" href="${escapeMarkup(style.href)}">`;
      if (pageClasses && !style.whole)
        return styleElement(CRITICAL_STYLE_ATTRIBUTE, style.href, criticalCss(style.critical, pageClasses));
      return styleElement('data-href', style.href, style.css);
    }),
    // A rendered page asks for no script before it is on screen (its start-up loader preloads them then, from the
    // build's list and the page's state); a page sent as its frame shows nothing until they run, so it asks at once.
    ...(state.rendered ? [] : [...startupScriptsOf(indexHtml), ...state.scripts]).map(
      (href) => `<link rel="preload" as="script" href="${escapeMarkup(href)}">`,
    ),
    // Other remotes' pages are a link away: the connections are ready when the shopper follows it.
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeMarkup(origin)}">`),
    // A data block, never executed: the script policy allows no inline script.
    `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${scriptSafeJson(runtimeConfig)}</script>`,
  ].join('');
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>`;
  const root = ROOT.exec(indexHtml);
  const rootAt = root?.index ?? indexHtml.length;
  const rootEnd = rootAt + (root?.[0].length ?? 0);
  return {
    start: `${indexHtml.slice(0, rootAt).replace('</head>', () => `${head}</head>`)}<div id="root">`,
    end: `</div>${indexHtml.slice(rootEnd).replace('</body>', () => `${stateScript}</body>`)}`,
  };
}
