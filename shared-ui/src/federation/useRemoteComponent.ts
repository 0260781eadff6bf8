import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { useRemoteLoader } from './RemoteLoaderContext';
import { usePreloadedRemoteComponent } from './PreloadedRemoteComponents';
import { cachedRemoteComponent, failedLoadOf, loadRemoteComponent, remoteComponentKey } from './remoteComponentCache';

export type RemoteComponentState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; error: unknown };

interface KeyedState<P> {
  /** remote/module#attempt the state belongs to: a state left from another module or attempt is never shown. */
  key: string;
  state: RemoteComponentState<P>;
}

/**
 * The default export of a remote module, loaded through the context's RemoteLoader. A cached module is ready on
 * the first render (no loading flash); a new `attempt` number asks the loader again after a failure.
 */
export function useRemoteComponent<P>(remote: RemoteName, module: string, attempt: number): RemoteComponentState<P> {
  const loader = useRemoteLoader();
  const key = `${remoteComponentKey(remote, module)}#${attempt}`;
  const [current, setCurrent] = useState<KeyedState<P> | null>(null);
  const preloaded = usePreloadedRemoteComponent<P>(remote, module);
  const cached = preloaded ?? cachedRemoteComponent<P>(remote, module);

  useEffect(() => {
    if (preloaded || cachedRemoteComponent<P>(remote, module) || failedLoadOf(remote, module)) return;
    let active = true;
    loadRemoteComponent<P>(loader, remote, module).then(
      (Component) => {
        // A transition: the page renders in slices, the browser answering taps in between (no long task).
        if (active) startTransition(() => setCurrent({ key, state: { status: 'ready', Component } }));
      },
      (error: unknown) => {
        if (active) setCurrent({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, module, key, preloaded]);

  if (current?.key === key) return current.state;
  if (cached) return { status: 'ready', Component: cached };
  const failedAtStart = failedLoadOf(remote, module);
  if (failedAtStart) return { status: 'failed', error: failedAtStart.error };
  return { status: 'loading' };
}
