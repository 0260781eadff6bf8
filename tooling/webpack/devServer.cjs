// `webpack serve`: each app on its own port, readable from the shell's origin; the shell (or a remote's harness)
// forwards the API's calls.

/** @param {import('./createFederatedConfig.cjs').Build} build */
function devServer({ port, withHarness, devProxy }) {
  return {
    port,
    host: 'localhost',
    // mf-manifest.json is read with fetch from the shell's origin.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    historyApiFallback: true,
    hot: false,
    client: { overlay: { errors: true, warnings: false } },
    proxy: withHarness
      ? [{ context: ['/api'], target: process.env.HARNESS_API_ORIGIN ?? 'http://localhost:3000', changeOrigin: true }]
      : devProxy,
  };
}

module.exports = { devServer };
