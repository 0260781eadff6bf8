import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';

const preloadedBy = new WeakMap<RemoteLoader, Set<RemoteName>>();

/**
 * Asks the loader to fetch a remote's entry ahead of need, once per remote. Preloading is a hint: a failure is
 * forgotten (so a later hover may try again) and never surfaces; the route's own load reports real errors.
 */
export function preloadRemoteOnce(loader: RemoteLoader, remote: RemoteName): void {
  let preloaded = preloadedBy.get(loader);
  if (!preloaded) {
    preloaded = new Set();
    preloadedBy.set(loader, preloaded);
  }
  if (preloaded.has(remote)) return;
  const remembered = preloaded;
  remembered.add(remote);
  Promise.resolve()
    .then(() => loader.preload(remote))
    .catch(() => remembered.delete(remote));
}
