import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient, parseRuntimeConfig } from 'shared-ui';
import 'shared-ui/design/tokens.css';
import 'shared-ui/design/base.css';
import { createFederationLoader } from 'shared-ui/federation-runtime';
import { StandaloneHarness, type StandaloneHarnessProps } from './StandaloneHarness';

/**
 * Starts a remote's standalone harness in the page's #root. Call it from the remote's harness bootstrap, behind the
 * async import that lets the federation runtime set up the shared modules first. Returns the React root.
 */
export function startStandaloneHarness({ remoteName, pages }: Omit<StandaloneHarnessProps, 'loader'>): Root {
  // Written in by the dev build (tooling's createFederatedConfig): the API through the dev server's /api proxy
  // (HARNESS_API_ORIGIN, default :3000) and the other remotes at their dev ports, for their fragments.
  const config = parseRuntimeConfig(JSON.parse(process.env.HARNESS_RUNTIME_CONFIG ?? 'null'), 'of the harness build');
  configureApiClient({ baseUrl: config.apiBaseUrl });
  const loader = createFederationLoader(config);

  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element.');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StandaloneHarness remoteName={remoteName} pages={pages} loader={loader} />
    </StrictMode>,
  );
  return root;
}
