import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';

/** A valid runtime config as in development: the API behind /api, each remote at its dev port. */
export const devRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '/api/user/',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json',
    staff: 'http://localhost:3005/mf-manifest.json',
  },
};
