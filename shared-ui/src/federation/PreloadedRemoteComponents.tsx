import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { isRemoteComponent, remoteComponentKey } from './remoteComponentCache';
import type { ComponentType } from 'react';

/** Remote modules already loaded for this render, by `remote/module`: what a server render hands its tree. */
export type PreloadedComponents = ReadonlyMap<string, unknown>;

const PreloadedContext = createContext<PreloadedComponents>(new Map());

/**
 * Gives the tree below the remote components its render already loaded. A server render has no effects to load
 * a page in, so the renderer loads the opened page first and hands it down here, one render's own copy (a remote
 * redeployed meanwhile changes the next render, never this one).
 */
export function PreloadedRemoteComponents({
  components,
  children,
}: {
  components: PreloadedComponents;
  children: ReactNode;
}) {
  return <PreloadedContext.Provider value={components}>{children}</PreloadedContext.Provider>;
}

export function usePreloadedRemoteComponent<P>(remote: RemoteName, module: string): ComponentType<P> | null {
  const component = useContext(PreloadedContext).get(remoteComponentKey(remote, module));
  return isRemoteComponent<P>(component) ? component : null;
}
