import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/src/design/tokens.css';
import 'shared-ui/src/design/base.css';
import { configureApiClient } from 'shared-ui/src/http/apiClient';
import { HarnessApp } from './HarnessApp';
import { harnessPages } from './harnessPages';

// Same-origin by default: the harness dev server forwards /api to the API (HARNESS_API_ORIGIN, default :3000).
configureApiClient({ baseUrl: process.env.HARNESS_API_BASE_URL ?? '/api/user/' });

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <HarnessApp remoteName="catalog" pages={harnessPages} />
  </StrictMode>,
);
