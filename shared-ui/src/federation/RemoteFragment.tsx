import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { ErrorState } from '../components/StatusMessage/ErrorState';
import { LoadingState } from '../components/StatusMessage/LoadingState';
import { forgetRemoteComponent } from './remoteComponentCache';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useLoadFailureReport, useRenderErrorReport } from './useFallbackReport';
import { useRemoteComponent } from './useRemoteComponent';

export interface RemoteFragmentProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './AddToCart'; its default export is a component taking P. */
  module: string;
  props: P;
  /** What to say, inline, when the fragment cannot load or crashes: e.g. 'Add to cart is unavailable right now.' */
  fallback: ReactNode;
  /** Shown while the fragment loads; a compact 'Loading…' status by default. */
  loading?: ReactNode;
}

/** A component exposed by another remote, rendered in place, with its own loading state and inline Retry. */
export function RemoteFragment<P extends object>({ remote, module, props, fallback, loading }: RemoteFragmentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(remote, module);
    setAttempt((previous) => previous + 1);
  }, [remote, module]);
  const reportRenderError = useRenderErrorReport(remote);

  const failed = (error: unknown) => <ErrorState size="inline" message={fallback} error={error} onRetry={retry} />;
  const pending = loading ?? <LoadingState size="inline" />;

  return (
    <RemoteErrorBoundary key={attempt} onError={reportRenderError} fallback={failed}>
      <Suspense fallback={pending}>
        <RemoteFragmentContent<P>
          remote={remote}
          module={module}
          attempt={attempt}
          props={props}
          failed={failed}
          pending={pending}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface RemoteFragmentContentProps<P extends object> {
  remote: RemoteName;
  module: string;
  attempt: number;
  props: P;
  failed: (error: unknown) => ReactNode;
  pending: ReactNode;
}

function RemoteFragmentContent<P extends object>({
  remote,
  module,
  attempt,
  props,
  failed,
  pending,
}: RemoteFragmentContentProps<P>) {
  const state = useRemoteComponent<P>(remote, module, attempt);
  useLoadFailureReport(remote, state);
  if (state.status === 'loading') return pending;
  if (state.status === 'failed') return failed(state.error);
  const Fragment = state.Component;
  return <Fragment {...props} />;
}
