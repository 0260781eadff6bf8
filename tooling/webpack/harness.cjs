// A remote's standalone harness (`webpack serve` in the remote's folder): its own page, with the runtime config the
// shell's would get from the API, so the remote's pages run without the shell.
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACE_ROOT } = require('./workspacePaths.cjs');

/**
 * What /runtime-config.json says in development, for a remote's standalone harness: the API through the harness
 * dev server's /api proxy, and every remote at its own dev port (from its package.json "remote" field).
 */
function harnessRuntimeConfig() {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const entry of fs.readdirSync(WORKSPACE_ROOT, { withFileTypes: true })) {
    const manifestPath = path.join(WORKSPACE_ROOT, entry.name, 'package.json');
    if (!entry.isDirectory() || !fs.existsSync(manifestPath)) continue;
    const { remote } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    if (remote?.name && remote?.port) remotes[remote.name] = `http://localhost:${remote.port}/mf-manifest.json`;
  }
  return { apiBaseUrl: process.env.HARNESS_API_BASE_URL ?? '/api/user/', remotes };
}

/** @param {import('./createFederatedConfig.cjs').Build} build */
function harnessPlugins({ dir, withHarness }) {
  if (!withHarness) return [];
  // Resolve webpack from the app, not from tooling: pnpm may install two copies, and plugins must use the CLI's.
  /** @type {typeof import('webpack')} */
  const webpack = require(require.resolve('webpack', { paths: [dir] }));
  return [
    new webpack.DefinePlugin({
      'process.env.HARNESS_RUNTIME_CONFIG': JSON.stringify(JSON.stringify(harnessRuntimeConfig())),
    }),
  ];
}

module.exports = { harnessRuntimeConfig, harnessPlugins };
