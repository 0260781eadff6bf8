import { BrowserRouter } from 'react-router-dom';
import { StoreQueryProvider } from 'shared-ui/src/data/StoreQueryProvider';
import { RemoteErrorBoundary } from 'shared-ui/src/federation/RemoteErrorBoundary';
import { RemoteLoaderProvider } from 'shared-ui/src/federation/RemoteLoaderContext';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { ToastProvider } from 'shared-ui/src/toasts/ToastProvider';
import { ShellRoutes } from '../routes/ShellRoutes';
import { ShellErrorScreen } from './ShellErrorScreen';

export interface AppProps {
  /** Loads remote pages: the federation loader in the browser, a stub in tests. */
  loader: RemoteLoader;
  /** The external builder registration site, from the runtime config; the footer omits its link without one. */
  builderRegistrationUrl?: string;
}

const crashScreen = (
  <ShellErrorScreen
    title="Something went wrong"
    message="The store hit an unexpected problem. Reloading the page usually fixes it."
    retryLabel="Reload"
    onRetry={() => window.location.reload()}
  />
);

/** The store: the API answers' cache, toasts, the remote loader and the router around the layout and the routes. */
export function App({ loader, builderRegistrationUrl }: AppProps) {
  return (
    <StoreQueryProvider>
      <ToastProvider>
        <RemoteLoaderProvider loader={loader}>
          {/* Last line of defence: only a crash of the header, footer or layout itself gets here. */}
          <RemoteErrorBoundary fallback={crashScreen}>
            <BrowserRouter>
              <ShellRoutes builderRegistrationUrl={builderRegistrationUrl} />
            </BrowserRouter>
          </RemoteErrorBoundary>
        </RemoteLoaderProvider>
      </ToastProvider>
    </StoreQueryProvider>
  );
}
