import type { ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { ErrorState } from '../components/StatusMessage/ErrorState';
import { LoadingState } from '../components/StatusMessage/LoadingState';
import { RemoteComponent } from './RemoteComponent';

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
  return (
    <RemoteComponent<P>
      remote={remote}
      module={module}
      props={props}
      loading={loading ?? <LoadingState size="inline" />}
      fallback={(error, retry) => <ErrorState size="inline" message={fallback} error={error} onRetry={retry} />}
    />
  );
}
