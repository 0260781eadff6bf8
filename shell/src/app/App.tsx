import { BrowserRouter } from 'react-router-dom';
import type { RemoteLoader } from 'shared-ui';
import { ShellRoutes } from '../routes/ShellRoutes';
import { StoreProviders } from './StoreProviders';

export interface AppProps {
  /** Loads remote pages: the federation loader in the browser, a stub in tests. */
  loader: RemoteLoader;
  /** The external builder registration site, from the runtime config; the footer omits its link without one. */
  builderRegistrationUrl?: string;
}

/** The store in the browser: its providers and the browser's router around the layout and the routes. */
export function App({ loader, builderRegistrationUrl }: AppProps) {
  return (
    <StoreProviders loader={loader}>
      <BrowserRouter>
        <ShellRoutes builderRegistrationUrl={builderRegistrationUrl} />
      </BrowserRouter>
    </StoreProviders>
  );
}
