import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/src/design/tokens.css';
import 'shared-ui/src/design/base.css';
import { parseRuntimeConfig } from 'shared-ui/src/config/runtimeConfig';
import { createFederationLoader } from 'shared-ui/src/federation/federationLoader';
import { configureApiClient } from 'shared-ui/src/http/apiClient';
import { HarnessApp } from './HarnessApp';
import { harnessPages } from './harnessPages';

// Written in by the dev build (tooling's createFederatedConfig): the API through this dev server's /api proxy
// (HARNESS_API_ORIGIN, default :3000) and the other remotes at their dev ports, for their fragments.
const config = parseRuntimeConfig(JSON.parse(process.env.HARNESS_RUNTIME_CONFIG ?? 'null'), 'of the harness build');
configureApiClient({ baseUrl: config.apiBaseUrl });
const loader = createFederationLoader(config);

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <HarnessApp remoteName="account" pages={harnessPages} loader={loader} />
  </StrictMode>,
);
