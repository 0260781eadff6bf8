import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { ErrorState } from '../components/StatusMessage/ErrorState';
import { canRetryAfter } from '../components/StatusMessage/retryable';
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

/**
 * A page from a remote, with a loading state, and a fallback when it cannot load or crashes: with Retry where that
 * can help, the server's message instead where the page met a 4xx (an id that names nothing, say).
 */
export function RemotePage({ remote, module, title }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(remote, module);
    setAttempt((previous) => previous + 1);
  }, [remote, module]);
  const reportRenderError = useRenderErrorReport(remote);

  const fallback = (error: unknown) => {
    // A 4xx the page threw is no outage: the server's own message, and no Retry (it would get the same answer).
    const refused = !canRetryAfter(error) && error instanceof Error;
    return (
      <ErrorState
        headingLevel={1}
        title={refused ? title : `${title} is temporarily unavailable`}
        message={refused ? error.message : REMOTE_PAGE_FALLBACK_TEXT}
        error={error}
        onRetry={retry}
      />
    );
  };
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
  fallback: (error: unknown) => ReactNode;
  loading: ReactNode;
}

function RemotePageContent({ remote, module, attempt, fallback, loading }: RemotePageContentProps) {
  const state = useRemoteComponent<Record<string, never>>(remote, module, attempt);
  useLoadFailureReport(remote, state);
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return fallback(state.error);
  const Page = state.Component;
  return <Page />;
}
