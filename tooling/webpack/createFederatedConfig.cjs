// One webpack 5 + Module Federation 2 configuration for the shell (host) and every remote.
//
// Usage, in an app's webpack.config.cjs:
//   module.exports = createFederatedConfig({ dir: __dirname, name: 'catalog', port: 3001, exposes: { './HomePage': './src/home/HomePage.tsx' } });
// The result is webpack's `(env, argv) => config` form, so `--mode` decides production or development.
// Plugins are required lazily inside that function: reading `.federation` (name, port, exposes) from a
// config file stays cheap, e.g. in a Jest test that checks the exposed modules.
//
// This file decides what kind of build it is (the Build below); each part of the configuration is a module of its own.
const path = require('node:path');
const { devServer } = require('./devServer.cjs');
const { federationPlugins } = require('./federation.cjs');
const { federationRuntimeAliases } = require('./federationRuntimeAliases.cjs');
const { harnessPlugins } = require('./harness.cjs');
const { htmlPagePlugins } = require('./htmlPage.cjs');
const { output, devtool } = require('./output.cjs');
const { precompressionPlugins } = require('./compression.cjs');
const { routerBuildAliases } = require('./routerAliases.cjs');
const { scriptRule } = require('./scriptRule.cjs');
const { serverConfig } = require('./serverBuild.cjs');
const { splitChunks } = require('./splitChunks.cjs');
const { stylePlugins, styleRules, styleMinimizers } = require('./styles.cjs');

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} dir absolute path of the app's package (its webpack.config.cjs folder)
 * @property {string} name federation name: 'shell', 'catalog', 'checkout', 'account' or 'content'
 * @property {number} port dev-server port (and, for remotes, the port serveRemote uses)
 * @property {Record<string, string>} [exposes] remotes only: public name ('./HomePage') -> source path relative to dir
 * @property {boolean} [isHost] the shell: entry src/index.ts, HTML page, absolute public path, no manifest
 * @property {string[]} [runtimePlugins] absolute paths of federation runtime plugins
 * @property {Array<{ context: string[], target: string }>} [devProxy] dev-server proxy rules (the shell's /api)
 * @property {string} [outputPath] where the build goes instead of the app's dist/
 */

/**
 * What kind of build this is: every part of the configuration reads it.
 * @typedef {object} Build
 * @property {string} dir
 * @property {string} name
 * @property {number} port
 * @property {Record<string, string>} exposes
 * @property {boolean} isHost
 * @property {string[]} runtimePlugins
 * @property {Array<{ context: string[], target: string }>} devProxy
 * @property {boolean} production
 * @property {boolean} serving under `webpack serve`
 * @property {boolean} withHarness a remote's standalone harness: it exists only under `webpack serve`
 * @property {string} hashed what production file names carry ('.[contenthash:8]'), '' in development
 * @property {string} outputPath
 * @property {string | undefined} sharedUiVersion build as if against that shared-ui release (see federation.cjs)
 */

/** @param {FederatedConfigOptions} options */
function createFederatedConfig(options) {
  const { dir, name, port, exposes = {}, isHost = false, runtimePlugins = [], devProxy = [] } = options;
  if (!path.isAbsolute(dir)) throw new Error('createFederatedConfig: dir must be an absolute path (use __dirname).');
  if (!name) throw new Error('createFederatedConfig: name is required.');
  if (!Number.isInteger(port)) throw new Error(`createFederatedConfig: port must be an integer, got ${port}.`);
  if (isHost && Object.keys(exposes).length > 0) throw new Error('createFederatedConfig: the host exposes nothing.');
  if (!isHost && Object.keys(exposes).length === 0)
    throw new Error(`createFederatedConfig: remote ${name} must expose modules.`);

  /**
   * What kind of build `webpack` asked for, and the aliases every build resolves with.
   * @param {Record<string, string | boolean>} env @param {{ mode?: string }} argv
   */
  function buildOf(env, argv) {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const serving = Boolean(env.WEBPACK_SERVE);
    /** @type {Build} */
    const build = {
      dir,
      name,
      port,
      exposes,
      isHost,
      runtimePlugins,
      devProxy,
      production,
      serving,
      // The deployed remote is remoteEntry + pages.
      withHarness: !isHost && serving,
      hashed: production ? '.[contenthash:8]' : '',
      outputPath: options.outputPath ?? path.join(dir, 'dist'),
      sharedUiVersion: typeof env.sharedUiVersion === 'string' ? env.sharedUiVersion : undefined,
    };

    /** @type {Record<string, string>} */
    const alias = {
      ...routerBuildAliases(dir, production),
      ...federationRuntimeAliases(dir),
    };
    return { build, alias };
  }

  /**
   * The Node build (`webpack --env target=node`): it shares the whole router, its static router included.
   * @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv]
   */
  function nodeConfig(env = {}, argv = {}) {
    const { build, alias } = buildOf(env, argv);
    const serverAlias = { ...alias };
    delete serverAlias['react-router-dom$'];
    return serverConfig(build, serverAlias);
  }

  /**
   * The browser build.
   * @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv]
   */
  function browserConfig(env = {}, argv = {}) {
    const { build, alias } = buildOf(env, argv);
    const { production } = build;
    /** @type {Record<string, string>} */
    const entry = {};
    if (isHost) entry.main = './src/index.ts';
    if (build.withHarness) entry.harness = './src/harness/index.ts';

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      entry,
      output: output(build),
      devtool: devtool(build),
      performance: { hints: false },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias,
      },
      module: {
        rules: [
          scriptRule(build),
          ...styleRules(build),
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        ...federationPlugins(build),
        ...stylePlugins(build),
        ...htmlPagePlugins(build),
        ...precompressionPlugins(build),
        ...harnessPlugins(build),
      ],
      optimization: {
        chunkIds: production ? 'deterministic' : 'named',
        // '...' keeps webpack's own script minifier.
        minimizer: ['...', ...styleMinimizers()],
        splitChunks: splitChunks(build),
      },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: devServer(build),
    };
  }

  /**
   * webpack's `(env, argv) => config`: the browser build, or with `--env target=node` the Node build.
   * @overload
   * @param {{ target: 'node' }} env
   * @param {{ mode?: string }} [argv]
   * @returns {ReturnType<typeof nodeConfig>}
   */
  /**
   * @overload
   * @param {Record<string, string | boolean>} [env]
   * @param {{ mode?: string }} [argv]
   * @returns {ReturnType<typeof browserConfig>}
   */
  /** @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv] */
  function webpackConfig(env = {}, argv = {}) {
    return env.target === 'node' ? nodeConfig(env, argv) : browserConfig(env, argv);
  }

  // `options`: for a variant of the same app (the bench's static-remotes build of the shell starts from the shell's).
  return Object.assign(webpackConfig, { federation: { name, port, exposes, isHost }, options });
}

module.exports = createFederatedConfig;
