import type { ComponentType } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import type { RemoteLoader } from './remoteLoader';

// One per page (shared-ui is a federation singleton): a page or fragment that loaded once renders at once when
// visited again. Failures are never stored, so the next attempt asks the loader afresh.
const loadedComponents = new Map<string, unknown>();
const pendingLoads = new Map<string, Promise<unknown>>();

export function remoteComponentKey(remote: RemoteName, module: string): string {
  return `${remote}/${module}`;
}

/**
 * A React component: a function or class, or one of React's wrapped types (memo, forwardRef, lazy). Its props
 * are what the exposing remote declares for that module; they cannot be checked at runtime.
 */
export function isRemoteComponent<P>(value: unknown): value is ComponentType<P> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export function cachedRemoteComponent<P>(remote: RemoteName, module: string): ComponentType<P> | null {
  const cached = loadedComponents.get(remoteComponentKey(remote, module));
  return isRemoteComponent<P>(cached) ? cached : null;
}

/** Loads that failed before the tree rendered (the start-up's): the page shows its fallback at once. */
const failedLoads = new Map<string, unknown>();

export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  loadedComponents.delete(remoteComponentKey(remote, module));
  failedLoads.delete(remoteComponentKey(remote, module));
}

/**
 * The start-up loaded the opened page's module before rendering and it failed: the page's first render shows its
 * fallback with Retry at once instead of waiting for a second attempt to time out.
 */
export function rememberFailedLoad(remote: RemoteName, module: string, error: unknown): void {
  failedLoads.set(remoteComponentKey(remote, module), error);
}

/** What the start-up's load of the module failed with, if it did and no Retry has run since. */
export function failedLoadOf(remote: RemoteName, module: string): { error: unknown } | null {
  const key = remoteComponentKey(remote, module);
  return failedLoads.has(key) ? { error: failedLoads.get(key) } : null;
}

/** Loads the module's default export; concurrent requests for the same module share one load. */
export async function loadRemoteComponent<P>(
  loader: RemoteLoader,
  remote: RemoteName,
  module: string,
): Promise<ComponentType<P>> {
  const key = remoteComponentKey(remote, module);
  let pending = pendingLoads.get(key);
  if (!pending) {
    pending = loader
      .loadModule<unknown>(remote, module)
      .then((exports) => {
        const component =
          typeof exports === 'object' && exports !== null && 'default' in exports ? exports.default : undefined;
        if (!isRemoteComponent(component))
          throw new Error(`${key} does not export a React component as its default export.`);
        loadedComponents.set(key, component);
        return component;
      })
      .finally(() => pendingLoads.delete(key));
    pendingLoads.set(key, pending);
  }
  const component = await pending;
  if (!isRemoteComponent<P>(component))
    throw new Error(`${key} does not export a React component as its default export.`);
  return component;
}
