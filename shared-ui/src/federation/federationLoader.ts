import {
  getInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { forgetFailedSharedLoads } from './forgetFailedSharedLoads';
import type { RemoteLoader } from './remoteLoader';
import { withTimeout } from './withTimeout';

// The ONE module that touches the Module Federation runtime. It cannot run in Jest with the real runtime
// (RUNTIME-009): its test mocks '@module-federation/enhanced/runtime'; everything else uses a fake RemoteLoader.

/**
 * A hung remote (accepts the connection, never answers) would stall a manifest fetch forever: the runtime has no
 * timeout. The manifest is a few kilobytes: a remote that has not sent it in 3 s is taken as down.
 */
export const MANIFEST_FETCH_TIMEOUT_MS = 3000;
/**
 * Overall limit for one load (manifest, remoteEntry.js, the module's chunks). The store promises the fallback
 * within 6 s of asking for the page, and the shell itself needs a moment to start before the load begins.
 */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 5000;

const RESILIENCE_PLUGIN_NAME = 'shared-ui-remote-resilience';

export interface FederationLoaderOptions {
  timeoutMs?: number;
}

function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: RESILIENCE_PLUGIN_NAME,
    // Used by the runtime for mf-manifest.json; the browser's own script loading gives up on a hung remoteEntry.js.
    fetch(url, init) {
      const timeout = AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS);
      const signal =
        init.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetch(url, { ...init, signal });
    },
    // Returning nothing lets the error reach loadModule's caller, which shows the fallback with Retry. The
    // runtime logs the manifest step itself; one line for the failed module names the page that is down.
    errorLoadRemote({ id, lifecycle, error }) {
      if (lifecycle === 'onLoad')
        console.warn(`[federation] ${id} is unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    },
  };
}

function runtimeInstance(): ModuleFederation {
  const instance = getInstance();
  if (!instance) {
    throw new Error(
      'The Module Federation runtime is not initialised: the app must be built with @module-federation/enhanced.',
    );
  }
  return instance;
}

/** Drops './' so that './HomePage' becomes the request 'catalog/HomePage'. */
function exposedName(module: string): string {
  return module.replace(/^\.\//, '');
}

/**
 * A RemoteLoader over the build plugin's runtime instance (never a second createInstance: that would bring a
 * second React). Remotes are registered from the runtime config on first use.
 */
export function createFederationLoader(config: RuntimeConfig, options: FederationLoaderOptions = {}): RemoteLoader {
  const { timeoutMs = DEFAULT_REMOTE_LOAD_TIMEOUT_MS } = options;
  let registered = false;
  // The runtime keeps a failed manifest fetch as a rejected promise for good; such a remote is registered again
  // (force) before the next attempt, which clears those caches.
  const needsReRegistration = new Set<RemoteName>();

  function remoteFor(name: RemoteName) {
    return { name, entry: config.remotes[name] };
  }

  function prepare(remote: RemoteName): ModuleFederation {
    const instance = runtimeInstance();
    if (!registered) {
      instance.registerPlugins([resiliencePlugin()]);
      // In a remote's standalone harness the instance is that remote itself: it must not register itself.
      instance.registerRemotes(REMOTE_NAMES.filter((name) => name !== instance.name).map(remoteFor));
      registered = true;
    }
    if (needsReRegistration.has(remote)) {
      instance.registerRemotes([remoteFor(remote)], { force: true });
      needsReRegistration.delete(remote);
    }
    return instance;
  }

  function noteFailure(instance: ModuleFederation, remote: RemoteName): void {
    // When the remote's container did load and only a module's chunk failed, webpack retries that chunk by
    // itself: keep the container (and whatever it already shares) instead of tearing the remote down.
    if (!instance.moduleCache.get(remote)?.remoteEntryExports) needsReRegistration.add(remote);
    // A shared module's chunk that failed stays failed in the share scope unless forgotten.
    forgetFailedSharedLoads(instance.shareScopeMap);
  }

  return {
    async loadModule<T>(remote: RemoteName, module: string): Promise<T> {
      const instance = prepare(remote);
      const request = `${remote}/${exposedName(module)}`;
      try {
        const loaded = await withTimeout(
          instance.loadRemote<T>(request),
          timeoutMs,
          `The ${remote} remote did not deliver ${module} within ${timeoutMs} ms.`,
        );
        if (loaded === null || loaded === undefined)
          throw new Error(`The ${remote} remote returned nothing for ${module}.`);
        return loaded;
      } catch (error) {
        noteFailure(instance, remote);
        throw error;
      }
    },

    preload(remote: RemoteName, modules?: readonly string[]): void {
      let instance: ModuleFederation;
      try {
        instance = prepare(remote);
      } catch {
        return; // Preloading is a hint: a missing runtime shows up, with a clear error, on the real load.
      }
      const preloading = modules?.length
        ? instance.preloadRemote([{ nameOrAlias: remote, exposes: modules.map(exposedName), resourceCategory: 'sync' }])
        : // No module named: only the manifest and remoteEntry.js (the filter keeps every module chunk out).
          instance.preloadRemote([{ nameOrAlias: remote, filter: () => false }]);
      preloading.catch(() => noteFailure(instance, remote));
    },
  };
}
