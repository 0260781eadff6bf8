import { getInstance } from '@module-federation/enhanced/runtime';
import { INLINE_RUNTIME_CONFIG_ID, REMOTE_NAMES, type RemoteName } from 'contracts/src/config/runtimeConfig';
import { firstPageRoute } from 'contracts/src/routing/firstPageRoute';
import { pageLoaderHandover } from './pageLoaderHandover';

/** The remotes' manifest URLs from the config inlined in the page, or null when it is absent or unusable. */
export function inlineRemoteManifests(doc: Document): Record<RemoteName, string> | null {
  const text = doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('remotes' in parsed)) return null;
    const { remotes } = parsed;
    if (typeof remotes !== 'object' || remotes === null) return null;
    const urls: Partial<Record<RemoteName, string>> = {};
    for (const name of REMOTE_NAMES) {
      const url: unknown = Reflect.get(remotes, name);
      if (typeof url !== 'string' || url === '') return null;
      urls[name] = url;
    }
    return {
      catalog: urls.catalog ?? '',
      checkout: urls.checkout ?? '',
      account: urls.account ?? '',
      content: urls.content ?? '',
      staff: urls.staff ?? '',
    };
  } catch {
    return null;
  }
}

/**
 * A hung remote must not hang the page: the runtime keeps this first manifest fetch for the shell's own load too,
 * so it gets the limit the shell's loader gives every manifest fetch (shared-ui federationLoader, 3 s).
 */
export const FIRST_MANIFEST_TIMEOUT_MS = 3000;

/**
 * Where the page's loader (tooling/webpack/index.html) leaves its read of the opened page's manifest: `{ url, answer }`,
 * the answer a fetch promise. It reads the manifest before this script has arrived, to preload the page's files.
 */
export const PAGE_LOADER_MANIFEST_KEY = 'firstPageManifest';

/** The page loader's answer for the manifest at `url` (a copy of it), or null if it asked for no such manifest. */
export function pageLoaderManifestAnswer(url: string, page: Window = window): Promise<Response> | null {
  const handed = pageLoaderHandover(PAGE_LOADER_MANIFEST_KEY, page);
  if (!handed || Reflect.get(handed.request, 'url') !== new URL(url, page.location.href).href) return null;
  return handed.answer.then((response) => response.clone());
}

/**
 * A runtime plugin for the first manifest fetch only (later ones are left to the shell's loader): the page loader's
 * answer when it asked for that manifest (it gives up after the same 3 s), else a fetch with that time limit.
 */
export function firstFetchTimeoutPlugin(timeoutMs = FIRST_MANIFEST_TIMEOUT_MS) {
  let first = true;
  return {
    name: 'shell-first-page-preload',
    fetch(url: string, init: RequestInit): Promise<Response> | undefined {
      if (!first) return undefined;
      first = false;
      return pageLoaderManifestAnswer(url) ?? fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}

/** What preloadFirstPage needs of the Module Federation runtime (its instance in the browser; a fake in tests). */
export interface FirstPageRuntime {
  registerPlugins(plugins: Array<ReturnType<typeof firstFetchTimeoutPlugin>>): void;
  registerRemotes(remotes: Array<{ name: string; entry: string }>): void;
  preloadRemote(options: Array<{ nameOrAlias: string; exposes: string[]; resourceCategory: 'sync' }>): Promise<void>;
}

function federationRuntime(): FirstPageRuntime | undefined {
  return getInstance() ?? undefined;
}

/**
 * Starts fetching the opened page's remote (its manifest, then remoteEntry.js and the page's chunks at once) from
 * the entry chunk, as soon as it runs: on a cold load the chain main -> shared chunks -> config -> manifest ->
 * remoteEntry -> page chunk is the longest wait, and this starts its second half while the first still downloads.
 * Needs the config inlined in the page; without it (or a page the route table does not know) it does nothing and
 * the shell preloads after reading /runtime-config.json. A hint only: failures surface on the real load.
 */
export function preloadFirstPage(
  doc: Document = document,
  pathname: string = window.location.pathname,
  runtime: () => FirstPageRuntime | undefined = federationRuntime,
): void {
  try {
    const manifests = inlineRemoteManifests(doc);
    const route = firstPageRoute(pathname);
    const instance = manifests && route ? runtime() : undefined;
    if (!manifests || !route || !instance) return;
    instance.registerPlugins([firstFetchTimeoutPlugin()]);
    // The shell's loader registers the same remotes again later: the runtime keeps the first registration.
    instance.registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
    instance
      .preloadRemote([
        { nameOrAlias: route.remote, exposes: [route.module.replace(/^\.\//, '')], resourceCategory: 'sync' },
      ])
      .catch(() => undefined);
  } catch {
    // A hint: the real load reports any problem.
  }
}
