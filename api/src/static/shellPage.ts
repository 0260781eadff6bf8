import { INLINE_RUNTIME_CONFIG_ID, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`) whatever the config holds. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The shell page as sent: the built index.html with, at the end of its head,
 * - a connection warmed up to each remote's origin, both kinds the page uses (fetch of mf-manifest.json is a CORS
 *   request; remoteEntry.js and the chunks are plain scripts), before the shell's script has even run;
 * - the runtime config inline (a JSON data block: never executed, so the script policy is untouched), so the shell
 *   starts and preloads the page's remote without first fetching /runtime-config.json.
 */
export function shellPageHtml(indexHtml: string, config: RuntimeConfig): string {
  const origins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const hints = origins.flatMap((origin) => [
    `<link rel="preconnect" href="${origin}" crossorigin>`,
    `<link rel="preconnect" href="${origin}">`,
  ]);
  const inline = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${scriptSafeJson(config)}</script>`;
  const extra = [...hints, inline].join('');
  const headEnd = indexHtml.indexOf('</head>');
  return headEnd === -1 ? `${extra}${indexHtml}` : `${indexHtml.slice(0, headEnd)}${extra}${indexHtml.slice(headEnd)}`;
}
