import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import type { RemoteLoader } from 'shared-ui';

const requestedBy = new WeakMap<RemoteLoader, Set<string>>();

/**
 * Asks the loader to fetch a remote's entry (and a page module's code, when named) ahead of need, once per loader:
 * hovering the same link ten times costs one request.
 */
export function preloadOnce(loader: RemoteLoader, remote: RemoteName, module?: string): void {
  let requested = requestedBy.get(loader);
  if (!requested) {
    requested = new Set();
    requestedBy.set(loader, requested);
  }
  const key = module ? `${remote}/${module}` : remote;
  if (requested.has(key)) return;
  requested.add(key);
  loader.preload(remote, module ? [module] : undefined);
}
