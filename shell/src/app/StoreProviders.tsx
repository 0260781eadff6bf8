import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  RemoteErrorBoundary,
  type RemoteLoader,
  RemoteLoaderProvider,
  StoreQueryProvider,
  ToastProvider,
} from 'shared-ui';
import { ShellErrorScreen } from './ShellErrorScreen';

export interface StoreProvidersProps {
  /** Loads remote pages: the federation loader in the browser, a stub in tests. */
  loader: RemoteLoader;
  /** The page's cache in the browser; a server render brings its own. */
  queryClient?: QueryClient;
  /** The router with the routes inside: the browser's, or the server's at one URL. */
  children: ReactNode;
}

const crashScreen = (
  <ShellErrorScreen
    title="Something went wrong"
    message="The store hit an unexpected problem. Reloading the page usually fixes it."
    retryLabel="Reload"
    onRetry={() => window.location.reload()}
  />
);

/**
 * What every page of the store sits in, in the browser and on the server alike (the two trees must be the same for
 * the browser to hydrate the server's HTML): the API answers' cache, toasts, the remote loader.
 */
export function StoreProviders({ loader, queryClient, children }: StoreProvidersProps) {
  return (
    <StoreQueryProvider client={queryClient}>
      <ToastProvider>
        <RemoteLoaderProvider loader={loader}>
          {/* Last line of defence: only a crash of the header, footer or layout itself gets here. */}
          <RemoteErrorBoundary fallback={crashScreen}>{children}</RemoteErrorBoundary>
        </RemoteLoaderProvider>
      </ToastProvider>
    </StoreQueryProvider>
  );
}
