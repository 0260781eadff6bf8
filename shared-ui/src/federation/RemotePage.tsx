import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { ErrorState } from '../components/StatusMessage/ErrorState';
import { LoadingState } from '../components/StatusMessage/LoadingState';
import { forgetRemoteComponent } from './remoteComponentCache';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useLoadFailureReport, useRenderErrorReport } from './useFallbackReport';
import { useRemoteComponent } from './useRemoteComponent';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed page module, e.g. './HomePage'; its default export is a component with no required props. */
  module: string;
  /** The page's name for people, used in the fallback: '<title> is temporarily unavailable'. */
  title: string;
}

export const REMOTE_PAGE_FALLBACK_TEXT =
  'The rest of the store still works: you can keep browsing and come back to this page in a moment.';

/** A page from a remote, with a loading state, and a fallback with Retry when it cannot load or crashes. */
export function RemotePage({ remote, module, title }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(remote, module);
    setAttempt((previous) => previous + 1);
  }, [remote, module]);
  const reportRenderError = useRenderErrorReport(remote);

  const fallback = (
    <ErrorState
      headingLevel={1}
      title={`${title} is temporarily unavailable`}
      message={REMOTE_PAGE_FALLBACK_TEXT}
      onRetry={retry}
    />
  );
  const loading = <LoadingState wholePage />;

  return (
    <RemoteErrorBoundary key={attempt} onError={reportRenderError} fallback={fallback}>
      <Suspense fallback={loading}>
        <RemotePageContent remote={remote} module={module} attempt={attempt} fallback={fallback} loading={loading} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface RemotePageContentProps {
  remote: RemoteName;
  module: string;
  attempt: number;
  fallback: ReactNode;
  loading: ReactNode;
}

function RemotePageContent({ remote, module, attempt, fallback, loading }: RemotePageContentProps) {
  const state = useRemoteComponent<Record<string, never>>(remote, module, attempt);
  useLoadFailureReport(remote, state);
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return fallback;
  const Page = state.Component;
  return <Page />;
}
