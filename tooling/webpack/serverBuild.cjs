// The build for Node: what the shell's server renderer runs. A remote's server container (dist/server/remoteEntry.js)
// exposes the same pages as its browser build and is loaded by the shell's renderer at request time, over HTTP, from
// the URL its browser manifest names (`metaData.ssrRemoteEntry`), exactly as the browser loads the browser build.
// The shell's server build is its renderer (dist/server/renderer.js), which the API process requires.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { sharedModules } = require('./federation.cjs');
const { scriptRule } = require('./scriptRule.cjs');
const { splitChunks } = require('./splitChunks.cjs');
const { serverStyleRules } = require('./styles.cjs');

/** Where, under the browser build's folder, the server build goes; the manifest names it relative to itself. */
const SERVER_FOLDER = 'server';
/** The federation runtime plugin that loads a remote's server chunks over HTTP, as the browser does. */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * Names the server container in the browser build's mf-manifest.json (`metaData.ssrRemoteEntry`): the federation
 * runtime in Node reads that entry instead of the browser's. Runs after the browser build (the manifest exists).
 */
class ServerEntryInManifestPlugin {
  /** @param {string} manifestPath */
  constructor(manifestPath) {
    this.manifestPath = manifestPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ServerEntryInManifestPlugin', () => {
      if (!fs.existsSync(this.manifestPath)) {
        throw new Error(`${this.manifestPath} is missing: build the browser bundle before the server bundle.`);
      }
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_FOLDER, type: 'commonjs-module' };
      const text = JSON.stringify(manifest, null, 2);
      fs.writeFileSync(this.manifestPath, text);
      // The browser build compressed the manifest in advance (compression.cjs): its siblings must say the same.
      if (fs.existsSync(`${this.manifestPath}.gz`)) fs.writeFileSync(`${this.manifestPath}.gz`, zlib.gzipSync(text));
      if (fs.existsSync(`${this.manifestPath}.br`))
        fs.writeFileSync(`${this.manifestPath}.br`, zlib.brotliCompressSync(text));
    });
  }
}

/**
 * The Node build of an app.
 * @param {import('./createFederatedConfig.cjs').Build} build
 * @param {Record<string, string>} alias the browser build's aliases, less what only a browser needs
 */
function serverConfig(build, alias) {
  const webpack = require('webpack');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { name, dir, isHost, exposes, production, outputPath } = build;
  const serverOutput = path.join(outputPath, SERVER_FOLDER);
  return {
    name: `${name}-server`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    entry: isHost ? { renderer: './src/server/index.ts' } : {},
    output: {
      path: serverOutput,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // A remote's server container is one file (LimitChunkCountPlugin below): nothing is fetched by URL from it.
      publicPath: '',
      uniqueName: `${name}-server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    // Stack traces that name the source, kept on the server only.
    devtool: 'source-map',
    performance: { hints: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias,
    },
    module: {
      rules: [scriptRule(build), ...serverStyleRules(build)],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        library: isHost ? undefined : { type: 'commonjs-module', name },
        exposes: isHost ? undefined : exposes,
        remotes: {},
        shared: sharedModules(dir, { sharedUiVersion: build.sharedUiVersion }),
        shareStrategy: 'loaded-first',
        // The shell's own chunks are files beside it; a remote's come over HTTP from where its container came.
        runtimePlugins: isHost ? [] : [NODE_RUNTIME_PLUGIN],
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      // No CSS files on the server: class names only (serverStyleRules); the page links the browser's style sheets.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: isHost ? 50 : 1 }),
      ...(isHost ? [] : [new ServerEntryInManifestPlugin(path.join(outputPath, 'mf-manifest.json'))]),
    ],
    // As the browser's: the shared libraries and shared-ui each in one chunk (the shell's server bundle deadlocked
    // with a shared module split from the modules it imports).
    optimization: { minimize: false, splitChunks: splitChunks(build), chunkIds: 'deterministic' },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig, SERVER_FOLDER };
