// Brotli at its densest and gzip at level 9, made once at build time: about 14% fewer bytes than the servers' quick
// on-the-fly brotli, which matters most on a slow phone network. The servers pick the file the browser accepts
// (`preCompressed` in @fastify/static: api/src/static/shellHosting.ts, tooling/serve/serveRemote.mjs).

/** What the servers send as they are (brotli and gzip siblings of each file); anything else they compress on the fly. */
const PRECOMPRESSED_FILES = /\.(js|css|json|svg)$/;

/** Production builds only; `webpack serve` never writes them. @param {import('./createFederatedConfig.cjs').Build} build */
function precompressionPlugins({ production, serving }) {
  if (!production || serving) return [];
  const zlib = require('node:zlib');
  const CompressionPlugin = require('compression-webpack-plugin');
  /**
   * The same plugin, typed for brotli's options (its types otherwise expect gzip's).
   * @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>}
   */
  const BrotliCompressionPlugin = CompressionPlugin;
  const common = { test: PRECOMPRESSED_FILES, threshold: 1024, minRatio: 0.9 };
  return [
    new BrotliCompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressionPlugins };
