import { RouterProvider } from 'react-router-dom';
import { RemoteLoaderProvider } from 'shared-ui/src/federation/RemoteLoaderContext';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { ToastProvider } from 'shared-ui/src/toasts/ToastProvider';
import type { ShellRouter } from '../routes/createShellRouter';

export interface AppProps {
  /** Loads remote pages: the federation loader in the browser, a stub in tests. */
  loader: RemoteLoader;
  /** From createShellRouter(); the start-up also hands it to the API client for client-side redirects. */
  router: ShellRouter;
}

/** The store: toasts, the remote loader and the router, around the layout and the route table. */
export function App({ loader, router }: AppProps) {
  return (
    <ToastProvider>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </ToastProvider>
  );
}
