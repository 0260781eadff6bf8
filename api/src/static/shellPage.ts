import { INLINE_RUNTIME_CONFIG_ID, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { firstPageRoute } from 'contracts/src/routing/firstPageRoute';
import { escapeMarkup } from '../markup/escapeMarkup';
import type { FirstPaint } from './firstPaint/firstPaintMarkup';

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`) whatever the config holds. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Where the runtime-composed shell's index.html wants the opened page's remote preloaded (tooling/webpack/index.html
 * writes it; the build with the remotes built in has none, as it fetches no remote).
 */
const REMOTE_PRELOADS_SLOT = /<meta name="?remote-preloads"?\s*\/?>/;

/** Where index.html's static header wants the opened page's first paint, if the server draws one (firstPaint/). */
const FIRST_PAINT_SLOT = /<meta name="?first-paint"?\s*\/?>/;

/**
 * A preload of the manifest of the page at `pathname`'s remote (the shell's own route table says which), as the
 * federation runtime fetches it (a CORS fetch): it starts with the page, beside main.js, instead of after main.js
 * has downloaded and run, so remoteEntry.js and the page's chunks follow as soon as the runtime reads it.
 * remoteEntry.js and the page's chunks are preloaded by the page's loader once this manifest has answered in the
 * browser, not here, though the server could read their names from the manifest: when the remote fails for the
 * browser, the first page never asks for them, and the browser hands the preloaded (failed) answers to the Retry
 * that follows the repair (tried: the Retry of e2e/tests/remoteFailures.spec.ts then fails).
 */
function remotePreloads(config: RuntimeConfig, pathname: string): string {
  const route = firstPageRoute(pathname);
  if (!route) return '';
  const manifest = new URL(config.remotes[route.remote]);
  // data-first-page: which of the remote's pages is opened, for the page's loader (tooling/webpack/index.html).
  return `<link rel="preload" href="${escapeMarkup(manifest.href)}" as="fetch" crossorigin fetchpriority="high" data-first-page="${escapeMarkup(route.module)}">`;
}

/**
 * The shell page as sent for `pathname`: the built index.html with
 * - in place of its remote-preloads slot (the runtime-composed build only), a preload of the opened page's
 *   remote's manifest;
 * - at the end of its head, a connection warmed up to each remote's origin, both kinds the page uses (fetch of
 *   mf-manifest.json is a CORS request; remoteEntry.js and the chunks are plain scripts), before the shell's script
 *   has even run;
 * - the runtime config inline (a JSON data block: never executed, so the script policy is untouched), so the shell
 *   starts and preloads the page's remote without first fetching /runtime-config.json;
 * - in place of its first-paint slot, `firstPaint`'s markup (its styles at the end of the head): the largest thing
 *   on the opened page's first screen, drawn before any script has run.
 */
export function shellPageHtml(
  indexHtml: string,
  config: RuntimeConfig,
  pathname = '/',
  firstPaint: FirstPaint | null = null,
): string {
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const hints = origins.flatMap((origin) => [
    `<link rel="preconnect" href="${origin}" crossorigin>`,
    `<link rel="preconnect" href="${origin}">`,
  ]);
  const inline = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${scriptSafeJson(config)}</script>`;
  const styles = firstPaint !== null && FIRST_PAINT_SLOT.test(indexHtml) ? [`<style>${firstPaint.css}</style>`] : [];
  const extra = [...hints, inline, ...styles].join('');
  const page = indexHtml
    .replace(REMOTE_PRELOADS_SLOT, () => remotePreloads(config, pathname))
    .replace(FIRST_PAINT_SLOT, () => (firstPaint === null ? '' : `<div class="first-paint">${firstPaint.html}</div>`));
  const headEnd = page.indexOf('</head>');
  return headEnd === -1 ? `${extra}${page}` : `${page.slice(0, headEnd)}${extra}${page.slice(headEnd)}`;
}
