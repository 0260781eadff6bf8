// A page sent as its frame (a signed-in shopper's: the token is the tab's) is drawn once its remote's page module has
// loaded, and the federation runtime asks for that remote's manifest only once the shell has started: on a phone's
// slow connection one more round trip after the whole start, the last step before the page's content shows. The
// page's scripts are already asked for with the page (the server names them); asked for by the shell's entry, the
// manifest comes alongside them. Part of the entry, before the shared libraries: no federation runtime here, only a
// `<link rel="preload">` whose answer the runtime's own fetch of the same address takes over.
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import type { PageState } from '../rendering/pageState';

/**
 * The manifest of the remote that serves the page's scripts: the one whose manifest's folder holds them (the longest,
 * where folders nest), or null where none or several do.
 */
export function pageManifestOf(
  remotes: RuntimeConfig['remotes'],
  scripts: readonly string[],
  base: string,
): string | null {
  const folderOf = (manifest: string) => new URL('.', new URL(manifest, base)).href;
  const serving = Object.values(remotes).filter((manifest) => {
    const folder = folderOf(manifest);
    return scripts.some((script) => new URL(script, base).href.startsWith(folder));
  });
  const longest = Math.max(...serving.map((manifest) => folderOf(manifest).length));
  const [chosen, ...others] = serving.filter((manifest) => folderOf(manifest).length === longest);
  return chosen !== undefined && others.length === 0 ? new URL(chosen, base).href : null;
}

/**
 * Asks for the manifest of the page's remote, as the federation runtime will (a CORS fetch without credentials:
 * `crossorigin="anonymous"`, or the browser would fetch it twice), when the server sent the page as its frame with the
 * page's scripts. A page the server rendered loads its module after its first paint: nothing to gain there.
 */
export function preloadPageManifest(doc: Document, config: RuntimeConfig, state: PageState | null): void {
  if (state === null || state.rendered || state.scripts.length === 0) return;
  const manifest = pageManifestOf(config.remotes, state.scripts, doc.baseURI);
  if (manifest === null) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = manifest;
  doc.head.appendChild(link);
}
