import 'shared-ui/src/design/tokens.css';
import 'shared-ui/src/design/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFederationLoader } from 'shared-ui/src/federation/federationLoader';
import './composition/sharedUiForRemotes';
import { ShellStartup } from './composition/ShellStartup';
import { startShell } from './composition/startShell';

// Loaded behind index.ts's dynamic import: Module Federation negotiates the shared singletons (react, the router,
// shared-ui) before any of them is evaluated here.
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

const start = () => startShell({ createLoader: (config) => createFederationLoader(config) });

createRoot(container).render(
  <StrictMode>
    <ShellStartup start={start} />
  </StrictMode>,
);
