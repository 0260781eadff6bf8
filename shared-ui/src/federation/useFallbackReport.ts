import { useCallback, useEffect, useRef } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { reportRemoteFallback } from '../telemetry/remoteFailures';
import { useOptionalRemoteLoader } from './RemoteLoaderContext';
import type { RemoteComponentState } from './useRemoteComponent';

const NOT_FAILED = Symbol('not failed');

/**
 * Reports the fallback a remote page or fragment shows for a failed load, once per failed load: React runs effects
 * twice under StrictMode in development, and a load that failed at start-up comes as a new state on each render.
 */
export function useLoadFailureReport<P>(remote: RemoteName, state: RemoteComponentState<P>): void {
  const loader = useOptionalRemoteLoader();
  const error = state.status === 'failed' ? state.error : NOT_FAILED;
  const reported = useRef<unknown>(NOT_FAILED);
  useEffect(() => {
    if (error === NOT_FAILED || reported.current === error) return;
    reported.current = error;
    reportRemoteFallback(remote, { loadError: error }, loader?.buildVersion?.(remote));
  }, [remote, error, loader]);
}

/** The error boundary's `onError`: a remote's page or fragment that threw while rendering shows its fallback. */
export function useRenderErrorReport(remote: RemoteName): (error: unknown) => void {
  const loader = useOptionalRemoteLoader();
  return useCallback(
    (error: unknown) => reportRemoteFallback(remote, { renderError: error }, loader?.buildVersion?.(remote)),
    [remote, loader],
  );
}
