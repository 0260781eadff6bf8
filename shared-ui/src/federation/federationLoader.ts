import {
  getInstance,
  registerGlobalPlugins,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { RemoteLoadError, type RemoteLoadFailureKind } from 'shared-ui';
import type { RemoteLoader } from './remoteLoader';
import { nextTask } from '../scheduling/nextTask';
import { TimeoutExceededError, withTimeout } from './withTimeout';

// The ONE module that touches the Module Federation runtime, and only through its documented API: the instance's
// registerRemotes / registerPlugins / loadRemote / preloadRemote, registerGlobalPlugins, runtime plugin hooks and
// @module-federation/retry-plugin. It cannot run in Jest with the real runtime (RUNTIME-009): its test mocks
// '@module-federation/enhanced/runtime'; everything else uses a fake RemoteLoader. A failed load rejects with
// shared-ui's RemoteLoadError (imported by name: the pages' copy), which says which step failed and the remote's
// build version as its manifest gave it, for the telemetry reports.

/**
 * A hung remote (accepts the connection, never answers) would stall a manifest fetch forever: the runtime has no
 * timeout. The manifest is a few kilobytes: a remote that has not sent it in 3 s, retries included, is taken as down
 * at once (not after the retry plugin's next delay).
 */
export const MANIFEST_FETCH_TIMEOUT_MS = 3000;
/**
 * Overall limit for one load (manifest, remoteEntry.js, the module's chunks). The store promises the fallback
 * within 6 s of asking for the page, and the shell itself needs a moment to start before the load begins.
 */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 5000;
/**
 * Blips are retried by the retry plugin; a remote that is really down must still show its fallback within the
 * overall limit. A failed manifest is fetched once more (the plugin waits 1 s before, a delay it does not let us
 * set), unless that remote's latest load failed: the next attempt (Retry, or the page asking again) is itself the
 * retry and answers at once. A failed remoteEntry.js, or a module whose chunks failed, is tried once more after 300 ms.
 */
const MANIFEST_RETRIES = 1;
const SCRIPT_RETRIES = 1;
const SCRIPT_RETRY_DELAY_MS = 300;

const RESILIENCE_PLUGIN_NAME = 'shared-ui-remote-resilience';
const SHARED_RETRY_PLUGIN_NAME = 'shared-ui-shared-module-retry';
const PAGE_PRELOADED_PLUGIN_NAME = 'shared-ui-page-preloaded';

export interface FederationLoaderOptions {
  timeoutMs?: number;
  /**
   * The opened page's module, whose scripts the server-rendered page has already asked for: on its first load the
   * runtime's own preload of the same chunks (some 50-100 ms of a throttled phone's main thread, during start-up)
   * is skipped.
   */
  preloadedByPage?: { remote: RemoteName; module: string };
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
/** A shared module's record as the runtime's resolveShare hook hands it over and takes it back. */
type SharedRecord = NonNullable<ReturnType<ResolveShareArgs['resolver']>>['shared'];

/** What the loader knows of its remotes, shared with its runtime plugin. */
interface RemoteStates {
  /** Remotes whose container has been initialised (`initContainer`), by name. */
  initialised: Set<string>;
  /** Manifest URLs (as `manifestKey` gives them) of remotes whose latest load failed. */
  failedManifests: Set<string>;
  /**
   * Requests ('catalog/HomePage') whose remote's manifest arrived in their latest load (`afterResolve`, which runs
   * once the runtime has it), with its build version; cleared when a load starts.
   */
  resolved: Map<string, string | undefined>;
  /** Remotes whose manifest failed in their latest load (`errorLoadRemote` at `afterResolve`); cleared likewise. */
  manifestFailed: Set<string>;
  /** The build version of each remote's latest manifest. */
  buildVersions: Map<string, string>;
}

/** A manifest URL as the runtime fetches it: absolute. */
function manifestKey(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

/** The manifest's deadline, joined with the runtime's own signal where it gives one. */
function manifestSignal(init: RequestInit): AbortSignal {
  const timeout = AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS);
  return init.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : timeout;
}

/** Rejects once `signal` aborts. */
function whenAborted(signal: AbortSignal, url: string): Promise<never> {
  return new Promise((_resolve, reject) => {
    const giveUp = () =>
      reject(new Error(`${url} did not arrive within ${MANIFEST_FETCH_TIMEOUT_MS} ms.`, { cause: signal.reason }));
    if (signal.aborted) giveUp();
    else signal.addEventListener('abort', giveUp, { once: true });
  });
}

/**
 * The retry plugin (retries of the manifest, remoteEntry.js and a module's chunks) plus this loader's own hooks.
 * The retry plugin's `fetch` hook fetches without a time limit, and the runtime runs every plugin's `fetch` hook,
 * so that hook is not registered itself: ours calls it with the manifest's deadline, which its retries share.
 */
function resiliencePlugins(states: RemoteStates): ModuleFederationRuntimePlugin[] {
  const { fetch: fetchWithRetries, ...retryHooks } = RetryPlugin({
    fetch: { retryTimes: MANIFEST_RETRIES },
    script: { retryTimes: SCRIPT_RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  });
  return [
    retryHooks,
    {
      name: RESILIENCE_PLUGIN_NAME,
      // Used by the runtime for mf-manifest.json; a hung remoteEntry.js is given up by the overall limit.
      fetch(url, init, ...context) {
        const signal = manifestSignal(init);
        const timed = { ...init, signal };
        const retrying = states.failedManifests.has(manifestKey(url)) ? undefined : fetchWithRetries;
        const fetching = (async () => {
          const answer = retrying ? await retrying(url, timed, ...context) : undefined;
          return answer || fetch(url, timed);
        })();
        // The retry plugin would wait its delay before noticing the deadline: the deadline ends the fetch itself.
        return Promise.race([fetching, whenAborted(signal, url)]);
      },
      // The runtime's snapshot plugin (registered first) has read the manifest and put its build version on
      // remoteInfo: the load has passed its manifest step.
      async afterResolve(args) {
        const { name, buildVersion } = args.remoteInfo;
        states.resolved.set(args.id, buildVersion);
        if (buildVersion) states.buildVersions.set(name, buildVersion);
        // The runtime runs a load's steps (the manifest, the module's chunks, the container's start) as one chain of
        // promise callbacks: on a phone one long task (75-160 ms at 4x CPU for a fragment's remote during the plan
        // page's start). Here and before the preload, the browser gets its turn between the steps.
        await nextTask();
        return args;
      },
      // Between reading the manifest and working out and adding the module's preloads.
      beforePreloadRemote: nextTask,
      // A container that did initialise is kept after a failure: only its module's chunks failed, and webpack
      // loads those again on the next attempt.
      initContainer(args) {
        states.initialised.add(args.remoteInfo.name);
        return args;
      },
      // Returning nothing lets the error reach loadModule's caller, which shows the fallback with Retry. The
      // runtime logs the manifest step itself; one line for the failed module names the page that is down.
      errorLoadRemote({ id, lifecycle, error, remote }) {
        // The manifest's fetch or its contents failed (a preload's too: a load clears it when it starts).
        if (lifecycle === 'afterResolve' && remote) states.manifestFailed.add(remote.name);
        if (lifecycle === 'onLoad')
          console.warn(`[federation] ${id} is unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    },
  ];
}

/**
 * Skips the runtime's preload of the chunks of `page` (the preload a module's first load starts, once): the page
 * asked for them itself. Clearing the hook's list is how a plugin tells the runtime to preload nothing.
 */
function pagePreloadedPlugin(page: { remote: RemoteName; module: string }): ModuleFederationRuntimePlugin {
  let pending = true;
  return {
    name: PAGE_PRELOADED_PLUGIN_NAME,
    beforePreloadRemote({ preloadOps }) {
      if (!pending) return;
      // The runtime names the module as it was exposed ('./PlanDetailPage') or as requested ('PlanDetailPage').
      const index = preloadOps.findIndex(
        (op) =>
          op.nameOrAlias === page.remote &&
          op.exposes?.some((expose) => exposedName(expose) === exposedName(page.module)),
      );
      if (index === -1) return;
      preloadOps.splice(index, 1);
      pending = false;
    },
  };
}

/**
 * The runtime keeps a shared module's load (say, shared-ui code only a remote provides, from that remote's chunk)
 * with the module's record in the share scope and hands it to every later request, even once it has failed: a
 * chunk that answered 500 once would keep the remote's pages down after the remote is back. This plugin notes
 * which record a failed load had resolved to (`errorLoadShare`) and from then on answers requests for it
 * (`resolveShare`, whose resolver may return the record to use) with a fresh record of the same provider, which the
 * runtime loads again; once such a load has worked, that record is the answer. The share scope is never written.
 * It is registered globally: each remote's own runtime instance, which loads the shared modules its chunks use,
 * is created when its remoteEntry.js runs and picks up global plugins then.
 */
function sharedModuleRetryPlugin(): ModuleFederationRuntimePlugin {
  /** The record the latest load of each package resolved to. */
  const resolvedFor = new Map<string, SharedRecord>();
  const failed = new WeakSet<SharedRecord>();
  /** The fresh record that stands for a failed one. */
  const standIns = new WeakMap<SharedRecord, SharedRecord>();

  function standInFor(record: SharedRecord): SharedRecord {
    const current = standIns.get(record);
    if (current && !failed.has(current)) return current;
    const fresh: SharedRecord = { ...record, loading: null, loaded: false, lib: undefined };
    standIns.set(record, fresh);
    return fresh;
  }

  return {
    name: SHARED_RETRY_PLUGIN_NAME,
    beforeLoadShare(args) {
      resolvedFor.delete(args.pkgName);
      return args;
    },
    resolveShare(args) {
      const { pkgName, resolver } = args;
      return {
        ...args,
        resolver: () => {
          const resolved = resolver();
          if (!resolved) return resolved;
          const shared = failed.has(resolved.shared) ? standInFor(resolved.shared) : resolved.shared;
          resolvedFor.set(pkgName, shared);
          return { ...resolved, shared };
        },
      };
    },
    errorLoadShare({ pkgName, lifecycle, recovered }) {
      // `recovered`: the runtime fell back to the requester's own copy; nothing failed to load.
      if (lifecycle !== 'loadShare' || recovered) return;
      const record = resolvedFor.get(pkgName);
      if (record) failed.add(record);
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
  const { timeoutMs = DEFAULT_REMOTE_LOAD_TIMEOUT_MS, preloadedByPage } = options;
  let registered = false;
  const states: RemoteStates = {
    initialised: new Set(),
    failedManifests: new Set(),
    resolved: new Map(),
    manifestFailed: new Set(),
    buildVersions: new Map(),
  };
  // A remote whose container never initialised is registered again (force) before the next attempt: that drops
  // whatever the runtime kept of the failed attempt (manifest, snapshot, entry), so the attempt starts afresh.
  const needsReRegistration = new Set<RemoteName>();

  function remoteFor(name: RemoteName) {
    return { name, entry: config.remotes[name] };
  }

  function prepare(remote: RemoteName): ModuleFederation {
    const instance = runtimeInstance();
    if (!registered) {
      registerGlobalPlugins([sharedModuleRetryPlugin()]);
      instance.registerPlugins([
        ...resiliencePlugins(states),
        ...(preloadedByPage ? [pagePreloadedPlugin(preloadedByPage)] : []),
      ]);
      // In a remote's standalone harness the instance is that remote itself: it must not register itself.
      instance.registerRemotes(REMOTE_NAMES.filter((name) => name !== instance.name).map(remoteFor));
      registered = true;
    }
    // A load given up by the overall limit may still have initialised the container since: that one is kept.
    if (needsReRegistration.has(remote) && !states.initialised.has(remote))
      instance.registerRemotes([remoteFor(remote)], { force: true });
    needsReRegistration.delete(remote);
    return instance;
  }

  /** Which step of the latest load of `request` failed, from what the runtime's hooks saw of it. */
  function failedStep(remote: RemoteName, request: string, error: unknown): RemoteLoadFailureKind {
    if (error instanceof TimeoutExceededError) return 'load-timeout';
    if (states.manifestFailed.has(remote)) return 'manifest-unavailable';
    if (!states.resolved.has(request)) return 'load-error';
    // The manifest arrived: remoteEntry.js did not load or run, or the container did and the module's chunks failed.
    return states.initialised.has(remote) ? 'module-unavailable' : 'entry-unavailable';
  }

  function noteFailure(remote: RemoteName): void {
    if (!states.initialised.has(remote)) needsReRegistration.add(remote);
    states.failedManifests.add(manifestKey(config.remotes[remote]));
  }

  return {
    async loadModule<T>(remote: RemoteName, module: string): Promise<T> {
      const instance = prepare(remote);
      const request = `${remote}/${exposedName(module)}`;
      states.resolved.delete(request);
      states.manifestFailed.delete(remote);
      try {
        const loaded = await withTimeout(
          instance.loadRemote<T>(request),
          timeoutMs,
          `The ${remote} remote did not deliver ${module} within ${timeoutMs} ms.`,
        );
        if (loaded === null || loaded === undefined) {
          const empty = new Error(`The ${remote} remote returned nothing for ${module}.`);
          throw new RemoteLoadError(remote, 'load-error', states.resolved.get(request), empty);
        }
        states.failedManifests.delete(manifestKey(config.remotes[remote]));
        return loaded;
      } catch (error) {
        noteFailure(remote);
        if (error instanceof RemoteLoadError) throw error;
        throw new RemoteLoadError(remote, failedStep(remote, request, error), states.resolved.get(request), error);
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
      preloading.catch(() => noteFailure(remote));
    },

    buildVersion(remote: RemoteName): string | undefined {
      return states.buildVersions.get(remote);
    },
  };
}
