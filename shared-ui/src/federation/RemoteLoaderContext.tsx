import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remoteLoader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** The shell provides the federation loader; tests and standalone harnesses provide a fake one. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children?: ReactNode }) {
  return <RemoteLoaderContext value={loader}>{children}</RemoteLoaderContext>;
}

/** The provided loader, or null: for code that must work (and report) even where none is provided. */
export function useOptionalRemoteLoader(): RemoteLoader | null {
  return useContext(RemoteLoaderContext);
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useOptionalRemoteLoader();
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider loader={...}> above it.');
  return loader;
}
