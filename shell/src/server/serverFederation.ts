import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { withTimeout } from 'shared-ui';

// The ONE module that touches the Module Federation runtime on the server (shared-ui's federationLoader is the
// browser's). The remotes are the same as the browser's: each remote's mf-manifest.json names its server container
// (`metaData.ssrRemoteEntry`), which the runtime fetches over HTTP and runs, exactly as the browser runs remoteEntry.js.

export interface ServerFederationOptions {
  /** Each remote's manifest URL (the runtime config's, or an address the server reaches them by). */
  remotes: Readonly<Record<RemoteName, string>>;
  /** How long a manifest may take: a remote that has not answered by then is down for this render. */
  manifestTimeoutMs: number;
  /**
   * How long a remote's last manifest is trusted before it is read again. A remote redeployed on its port is
   * picked up by the first render after that (and the manifest read is a conditional request, a few hundred bytes).
   */
  revalidateAfterMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ServerFederation {
  /**
   * The remote's current deployment (its manifest's ETag, or the manifest itself), read again when stale; rejects
   * when the remote does not answer.
   */
  deployment(remote: RemoteName): Promise<string>;
  /** A module the remote exposes ('./HomePage'), from its current deployment; rejects within `budgetMs`. */
  loadModule(remote: RemoteName, module: string, budgetMs: number): Promise<unknown>;
  /**
   * The browser's files for that module in the deployment just loaded (remoteEntry.js and the module's scripts and
   * style sheets, absolute URLs): the page links its style sheets and preloads its scripts.
   */
  browserFiles(remote: RemoteName, module: string): PageFiles;
}

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

interface RemoteState {
  /** The manifest the runtime was given last (its ETag or its text): a different one is a redeployment. */
  deployed: string | null;
  /** That manifest, read. */
  manifest: unknown;
  checkedAt: number;
  /** The remote's manifest did not answer at the last check: no render waits for it until the next. */
  down: boolean;
  /** A load failed: the runtime keeps failures, so the remote is registered afresh before the next. */
  stale: boolean;
  checking: Promise<void> | null;
}

function runtimeInstance(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised: build the shell with its plugin.');
  return instance;
}

function isEntityTag(value: string | null): value is string {
  return value !== null && (value.startsWith('W/"') || value.startsWith('"'));
}

/** Drops './' so that './HomePage' becomes the request 'catalog/HomePage'. */
function exposedName(module: string): string {
  return module.replace(/^\.\//, '');
}

export function createServerFederation(options: ServerFederationOptions): ServerFederation {
  const { remotes, manifestTimeoutMs, revalidateAfterMs, now = Date.now } = options;
  const states = new Map<RemoteName, RemoteState>();
  let pluginRegistered = false;

  function stateOf(remote: RemoteName): RemoteState {
    let state = states.get(remote);
    if (!state) {
      state = { deployed: null, manifest: null, checkedAt: -Infinity, down: false, stale: false, checking: null };
      states.set(remote, state);
    }
    return state;
  }

  function prepare(): ModuleFederation {
    const instance = runtimeInstance();
    if (!pluginRegistered) {
      instance.registerPlugins([
        {
          name: 'shell-server-timeouts',
          // The runtime's own manifest and script fetches: a hung remote must not hold a render.
          fetch(url, init) {
            return fetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) });
          },
        },
      ]);
      pluginRegistered = true;
    }
    return instance;
  }

  /**
   * Reads the remote's manifest; registers the server container it names with the runtime, afresh when the manifest
   * changed since the last render (a redeployment).
   */
  async function revalidate(instance: ModuleFederation, remote: RemoteName, state: RemoteState): Promise<void> {
    const manifestUrl = remotes[remote];
    let deployed: string;
    let manifest: unknown = state.manifest;
    try {
      const response = await fetch(manifestUrl, {
        signal: AbortSignal.timeout(manifestTimeoutMs),
        headers: isEntityTag(state.deployed) ? { 'if-none-match': state.deployed } : {},
      });
      if (response.status === 304 && state.deployed !== null) {
        deployed = state.deployed;
      } else if (!response.ok) {
        throw new Error(`${manifestUrl} answered ${response.status}`);
      } else {
        const text = await response.text();
        manifest = JSON.parse(text);
        deployed = response.headers.get('etag') ?? text;
      }
    } catch (error) {
      state.down = true;
      throw error;
    }
    state.down = false;
    const entry = serverEntryOf(manifest, manifestUrl);
    if (entry === null) throw new Error(`${manifestUrl} names no server entry (metaData.ssrRemoteEntry).`);
    if (state.deployed === null) {
      instance.registerRemotes([{ name: remote, entry, type: 'commonjs-module' }]);
    } else if (deployed !== state.deployed || state.stale) {
      // Documented: a forced registration drops what the runtime holds of the remote's previous deployment.
      instance.registerRemotes([{ name: remote, entry, type: 'commonjs-module' }], { force: true });
    }
    state.deployed = deployed;
    state.manifest = manifest;
    state.stale = false;
  }

  /** At most one manifest read at a time per remote, and none while the last is fresh. */
  async function current(instance: ModuleFederation, remote: RemoteName): Promise<void> {
    const state = stateOf(remote);
    if (state.checking) return state.checking;
    const fresh = now() - state.checkedAt < revalidateAfterMs;
    if (fresh && state.down) throw new Error(`The ${remote} remote did not answer its last manifest read.`);
    if (fresh && !state.stale) return;
    state.checking = revalidate(instance, remote, state).finally(() => {
      state.checkedAt = now();
      state.checking = null;
    });
    return state.checking;
  }

  return {
    async deployment(remote) {
      await current(prepare(), remote);
      const { deployed } = stateOf(remote);
      if (deployed === null) throw new Error(`The ${remote} remote has no deployment yet.`);
      return deployed;
    },

    browserFiles(remote, module) {
      return filesOf(stateOf(remote).manifest, remotes[remote], module);
    },

    async loadModule(remote, module, budgetMs) {
      const instance = prepare();
      const load = async () => {
        await current(instance, remote);
        const loaded = await instance.loadRemote<unknown>(`${remote}/${exposedName(module)}`);
        if (loaded === null || loaded === undefined)
          throw new Error(`The ${remote} remote returned nothing for ${module}.`);
        return loaded;
      };
      try {
        return await withTimeout(
          load(),
          budgetMs,
          `The ${remote} remote did not deliver ${module} within ${budgetMs} ms.`,
        );
      } catch (error) {
        stateOf(remote).stale = true;
        throw error;
      }
    },
  };
}

function stringsAt(value: unknown, ...keys: string[]): string[] {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return [];
    current = Reflect.get(current, key);
  }
  return Array.isArray(current) ? current.filter((item): item is string => typeof item === 'string') : [];
}

function stringAt(value: unknown, ...keys: string[]): string {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return '';
    current = Reflect.get(current, key);
  }
  return typeof current === 'string' ? current : '';
}

/**
 * The server container the manifest names (`metaData.ssrRemoteEntry`, as Module Federation's SSR builds write it),
 * as an absolute URL.
 */
function serverEntryOf(manifest: unknown, manifestUrl: string): string | null {
  const name = stringAt(manifest, 'metaData', 'ssrRemoteEntry', 'name');
  if (name === '') return null;
  const folder = stringAt(manifest, 'metaData', 'ssrRemoteEntry', 'path');
  return new URL(`${folder === '' ? '' : folder.replace(/\/?$/, '/')}${name}`, manifestUrl).href;
}

/** What the browser fetches for `module`, read from the remote's manifest as the browser's runtime reads it. */
function filesOf(manifest: unknown, manifestUrl: string, module: string): PageFiles {
  const exposes: unknown = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'exposes') : null;
  const exposed: unknown = Array.isArray(exposes)
    ? exposes.find((item: unknown) => stringAt(item, 'path') === module)
    : undefined;
  const entryName = stringAt(manifest, 'metaData', 'remoteEntry', 'name');
  if (!exposed || entryName === '') return { scripts: [], styles: [] };
  const publicPath = stringAt(manifest, 'metaData', 'publicPath');
  const base = new URL(publicPath !== '' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entryPath = stringAt(manifest, 'metaData', 'remoteEntry', 'path');
  const at = (file: string) => new URL(file, base).href;
  return {
    scripts: [
      at(`${entryPath === '' ? '' : entryPath.replace(/\/?$/, '/')}${entryName}`),
      ...stringsAt(exposed, 'assets', 'js', 'sync').map(at),
    ],
    styles: stringsAt(exposed, 'assets', 'css', 'sync').map(at),
  };
}
