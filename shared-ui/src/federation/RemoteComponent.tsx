import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { forgetRemoteComponent } from './remoteComponentCache';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useLoadFailureReport, useRenderErrorReport } from './useFallbackReport';
import { useRemoteComponent } from './useRemoteComponent';

export interface RemoteComponentProps<P extends object> {
  remote: RemoteName;
  /** The exposed module; its default export is a component taking P. */
  module: string;
  props: P;
  /** What shows in its place when it cannot load or crashed; `retry` forgets the failure and loads it afresh. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** What shows while it loads. */
  loading: ReactNode;
}

/**
 * What RemotePage and RemoteFragment share: a remote module's component, loaded through the context's loader, with
 * one error boundary for a failed load and a crash alike, each failure recorded for the telemetry, and a retry that
 * asks the loader again rather than reuse the failed answer. They differ only in what their loading state and
 * fallback look like.
 */
export function RemoteComponent<P extends object>({
  remote,
  module,
  props,
  fallback,
  loading,
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(remote, module);
    setAttempt((previous) => previous + 1);
  }, [remote, module]);
  const reportRenderError = useRenderErrorReport(remote);
  const failed = (error: unknown) => fallback(error, retry);

  return (
    <RemoteErrorBoundary key={attempt} onError={reportRenderError} fallback={failed}>
      <Suspense fallback={loading}>
        <RemoteComponentContent<P>
          remote={remote}
          module={module}
          attempt={attempt}
          props={props}
          failed={failed}
          loading={loading}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface RemoteComponentContentProps<P extends object> {
  remote: RemoteName;
  module: string;
  attempt: number;
  props: P;
  failed: (error: unknown) => ReactNode;
  loading: ReactNode;
}

function RemoteComponentContent<P extends object>({
  remote,
  module,
  attempt,
  props,
  failed,
  loading,
}: RemoteComponentContentProps<P>) {
  const state = useRemoteComponent<P>(remote, module, attempt);
  useLoadFailureReport(remote, state);
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return failed(state.error);
  const Component = state.Component;
  return <Component {...props} />;
}
