// One webpack 5 + Module Federation 2 configuration for the shell (host) and every remote.
//
// Usage, in an app's webpack.config.cjs:
//   module.exports = createFederatedConfig({ dir: __dirname, name: 'catalog', port: 3001, exposes: { './HomePage': './src/home/HomePage.tsx' } });
// The result is webpack's `(env, argv) => config` form, so `--mode` decides production or development.
// Plugins are required lazily inside that function: reading `.federation` (name, port, exposes) from a
// config file stays cheap, e.g. in a Jest test that checks the exposed modules.
const fs = require('node:fs');
const path = require('node:path');
const { staticRemotesAlias } = require('./staticRemotes.cjs');
const { StartupPreloadPlugin } = require('./startupPreloadPlugin.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const SHARED_UI_ROOT = path.join(WORKSPACE_ROOT, 'shared-ui');
const HTML_TEMPLATE = path.join(__dirname, 'index.html');
/** What the share key `react-router-dom` provides: the router's browser API only (see sharedRouter.mjs). */
const SHARED_ROUTER = path.join(__dirname, 'sharedRouter.mjs');
/**
 * What the shell's start-up loads in its one `libraries` chunk: every library (and the shared router's export list)
 * but notistack and its own dependencies, which wait for the first toast.
 */
const START_UP_LIBRARIES = /^(?!.*[\\/]node_modules[\\/](notistack|goober|clsx)[\\/])(.*[\\/]node_modules[\\/]|.*[\\/]tooling[\\/]webpack[\\/]sharedRouter\.mjs$)/;
const SHELL_TITLE = 'House Plans & Garage Plans';

/** Libraries every app shares as singletons; versions come from the packages each app has installed. */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'zustand', 'notistack'];
/** Packages whose subpaths must be shared as well (react/jsx-runtime, react-dom/client): else a second React loads. */
const SHARED_SUBPATH_PACKAGES = ['react', 'react-dom'];

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} dir absolute path of the app's package (its webpack.config.cjs folder)
 * @property {string} name federation name: 'shell', 'catalog', 'checkout', 'account' or 'content'
 * @property {number} port dev-server port (and, for remotes, the port serveRemote uses)
 * @property {Record<string, string>} [exposes] remotes only: public name ('./HomePage') -> source path relative to dir
 * @property {boolean} [isHost] the shell: entry src/index.ts, HTML page, absolute public path, no manifest
 * @property {string[]} [runtimePlugins] absolute paths of federation runtime plugins
 * @property {Array<{ context: string[], target: string }>} [devProxy] dev-server proxy rules (the shell's /api)
 */

/** @param {string} packageName @param {string} fromDir */
function installedVersion(packageName, fromDir) {
  let manifestPath;
  try {
    manifestPath = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  } catch {
    throw new Error(`createFederatedConfig: ${packageName} is not installed for ${fromDir}; add it to that package's dependencies.`);
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')).version;
}

/**
 * shared-ui's promise to independently deployed remotes: a minor release only adds, so a remote built against
 * an older minor runs on the shell's newer one (and its 0.x minors count as minors too); a remote built for
 * another major fails loudly (strictVersion: its pages show their fallback) rather than run against a shared-ui
 * it was not built for or bring a second copy of its singletons.
 * @param {string} version
 */
function sameMajorRange(version) {
  const major = Number(version.split('.')[0]);
  return `>=${version} <${major + 1}.0.0`;
}

/**
 * The share scope: explicit versions (never `workspace:*`, which gives an empty requiredVersion at runtime).
 * @param {string} dir
 * @param {{ sharedUiVersion?: string }} [options] sharedUiVersion: build as if against that shared-ui release
 *   (the version-skew test builds a remote that way: `webpack --env sharedUiVersion=0.0.0`)
 */
function sharedModules(dir, options = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const packageName of SINGLETON_PACKAGES) {
    const version = installedVersion(packageName, dir);
    const config = { singleton: true, version, requiredVersion: `^${version}` };
    shared[packageName] = config;
    if (SHARED_SUBPATH_PACKAGES.includes(packageName)) shared[`${packageName}/`] = { ...config };
  }
  const sharedUiVersion =
    options.sharedUiVersion ?? JSON.parse(fs.readFileSync(path.join(SHARED_UI_ROOT, 'package.json'), 'utf8')).version;
  if (!/^\d+\.\d+\.\d+$/.test(sharedUiVersion)) {
    throw new Error(`createFederatedConfig: sharedUiVersion must be a version like 1.2.3, got ${sharedUiVersion}.`);
  }
  shared['shared-ui/'] = { singleton: true, strictVersion: true, version: sharedUiVersion, requiredVersion: sameMajorRange(sharedUiVersion) };
  return shared;
}

/**
 * react-router 7 selects its build by no export condition webpack knows ("production" is not among its exports): it
 * always resolves to dist/development, whose dev-only warnings stay in. A production build takes dist/production.
 * Resolved from where the app finds react-router-dom, so every app bundles the copy it was tested with.
 * @param {string} dir @param {boolean} production
 */
function routerBuildAliases(dir, production) {
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  const build = path.join(router, 'dist', production ? 'production' : 'development');
  return {
    'react-router$': path.join(build, 'index.mjs'),
    'react-router/dom$': path.join(build, 'dom-export.mjs'),
    // What every app gets (and shares) for `react-router-dom`: the browser API of the build above.
    'react-router-dom$': SHARED_ROUTER,
  };
}

/** The folder of the package a resolved file belongs to. */
function packageRootOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** Packages of the federation runtime that the shell would otherwise carry twice. */
const FEDERATION_RUNTIME_PACKAGES = ['runtime-core', 'sdk', 'error-codes', 'runtime'];

/**
 * One build of the federation runtime in the shell: the bundler runtime imports its ES module build, while the
 * runtime the shell provides to the remotes (provideExternalRuntime) requires the CommonJS one, so both (about
 * 15 KB gzip more) came with main.js. Every request for these packages gets the ES module build.
 */
function federationRuntimeAliases(dir) {
  const enhanced = packageRootOf(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  const runtimeTools = packageRootOf(require.resolve('@module-federation/runtime-tools', { paths: [enhanced] }));
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      const root = packageRootOf(require.resolve(`@module-federation/${name}`, { paths: [enhanced, runtimeTools] }));
      const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
      const esm = manifest.exports['.'].import;
      return [`@module-federation/${name}$`, path.join(root, typeof esm === 'string' ? esm : esm.default)];
    }),
  );
}

const SHARED_UI_SOURCE = /[\\/]shared-ui[\\/]src[\\/](?!harness[\\/]|testing[\\/])/;
const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/]/;

/**
 * A contracts module that shared-ui's code imports (a splitChunks test).
 * @param {import('webpack').Module} module
 * @param {{ moduleGraph: import('webpack').ModuleGraph }} context
 */
function usedBySharedUi(module, { moduleGraph }) {
  if (!CONTRACTS_SOURCE.test(module.nameForCondition() ?? '')) return false;
  return [...moduleGraph.getIncomingConnections(module)].some((connection) => SHARED_UI_SOURCE.test(connection.originModule?.nameForCondition() ?? ''));
}

/**
 * Keeps shared-ui one set of singletons:
 * - shared-ui's own files import each other by relative path, which the `shared-ui/` share key does not match, so a
 *   remote would get a private second copy of, say, the session store. Those requests become `shared-ui/src/...`.
 * - Style sheets are not modules to share (a shared CSS module would load through the federation runtime, if at
 *   all): a `shared-ui/...css` request becomes an absolute path, which the share key does not match.
 */
class SharedUiRequestPlugin {
  apply(compiler) {
    const sourceRoot = path.join(SHARED_UI_ROOT, 'src') + path.sep;
    compiler.hooks.normalModuleFactory.tap('SharedUiRequestPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedUiRequestPlugin', (resolveData) => {
        const { context, request } = resolveData;
        const styleSheet = /\.css$/.test(request);
        if (request.startsWith('shared-ui/')) {
          if (styleSheet) resolveData.request = path.join(SHARED_UI_ROOT, request.slice('shared-ui/'.length));
          return;
        }
        if (styleSheet || !context || !request.startsWith('.') || !(context + path.sep).startsWith(sourceRoot)) return;
        const target = path.resolve(context, request);
        if (!target.startsWith(sourceRoot)) return;
        resolveData.request = `shared-ui/${path.relative(SHARED_UI_ROOT, target).split(path.sep).join('/')}`;
      });
    });
  }
}

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

/** @param {string} dir */
function htmlTemplate(dir) {
  const own = path.join(dir, 'public', 'index.html');
  return fs.existsSync(own) ? own : HTML_TEMPLATE;
}

/** What the servers send as they are (brotli and gzip siblings of each file); anything else they compress on the fly. */
const PRECOMPRESSED_FILES = /\.(js|css|json|svg)$/;

/**
 * Brotli at its densest and gzip at level 9, made once at build time: about 14% fewer bytes than the servers' quick
 * on-the-fly brotli, which matters most on a slow phone network. The servers pick the file the browser accepts
 * (`preCompressed` in @fastify/static: api/src/static/shellHosting.ts, tooling/serve/serveRemote.mjs).
 */
function precompressionPlugins() {
  const zlib = require('node:zlib');
  const CompressionPlugin = require('compression-webpack-plugin');
  const common = { test: PRECOMPRESSED_FILES, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** @param {FederatedConfigOptions} options */
function createFederatedConfig(options) {
  const { dir, name, port, exposes = {}, isHost = false, runtimePlugins = [], devProxy = [] } = options;
  if (!path.isAbsolute(dir)) throw new Error('createFederatedConfig: dir must be an absolute path (use __dirname).');
  if (!name) throw new Error('createFederatedConfig: name is required.');
  if (!Number.isInteger(port)) throw new Error(`createFederatedConfig: port must be an integer, got ${port}.`);
  if (isHost && Object.keys(exposes).length > 0) throw new Error('createFederatedConfig: the host exposes nothing.');
  if (!isHost && Object.keys(exposes).length === 0) throw new Error(`createFederatedConfig: remote ${name} must expose modules.`);

  /** @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv] */
  function webpackConfig(env = {}, argv = {}) {
    // Resolve webpack from the app, not from tooling: pnpm may install two copies, and plugins must use the CLI's.
    const webpack = require(require.resolve('webpack', { paths: [dir] }));
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const serving = Boolean(env.WEBPACK_SERVE);
    // A remote's standalone harness exists only under `webpack serve`; the deployed remote is remoteEntry + pages.
    const withHarness = !isHost && serving;
    // The shell with every remote built in (see staticRemotes.cjs): `npm run bench` compares it with the real store.
    const staticRemotes = isHost && Boolean(env.STATIC_REMOTES);
    const outputPath = staticRemotes ? path.resolve(String(env.OUTPUT_DIR ?? path.join(WORKSPACE_ROOT, '.bench', 'static-shell'))) : path.join(dir, 'dist');
    const hashed = production ? '.[contenthash:8]' : '';

    /** @type {Record<string, string>} */
    const entry = {};
    if (isHost) entry.main = './src/index.ts';
    if (withHarness) entry.harness = './src/harness/index.ts';

    const federationOptions = {
      name,
      filename: 'remoteEntry.js',
      exposes: isHost ? undefined : exposes,
      // The shell registers remotes at runtime from /runtime-config.json: no remote URL in any bundle.
      remotes: {},
      shared: sharedModules(dir, typeof env.sharedUiVersion === 'string' ? { sharedUiVersion: env.sharedUiVersion } : {}),
      // A remote that is down must not stall start-up: use what is already loaded.
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: !isHost,
      // The type plugin reaches the network (a hung remote made one build take 62 s).
      dts: false,
      experiments: {
        optimization: { target: 'web' },
        // The federation runtime (about 25 KB gzip) comes once, with the shell, instead of again in every remoteEntry.js.
        // A deployed remote runs only inside the shell; its standalone harness (webpack serve) brings its own runtime.
        ...(isHost ? { provideExternalRuntime: true } : {}),
        ...(!isHost && !serving ? { externalRuntime: true } : {}),
      },
    };

    const plugins = [
      ...(staticRemotes ? [] : [new ModuleFederationPlugin(federationOptions)]),
      new SharedUiRequestPlugin(),
      // CSS modules never depend on one another's order; the static build meets the remotes' chunks in every order.
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css`, ignoreOrder: staticRemotes }),
    ];
    if (isHost || withHarness) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: htmlTemplate(dir),
          title: isHost ? SHELL_TITLE : `${name} remote: standalone harness`,
          chunks: [isHost ? 'main' : 'harness'],
          // The store's header drawn by the page itself, before any script (see index.html).
          shellSkeleton: isHost,
          // The shell's tags wait in the page, inert, until it has painted (index.html writes them and their loader).
          paintFirst: isHost,
          inject: !isHost,
          // Where the API preloads the opened route's remote; the build with the remotes built in fetches none.
          remotePreloadsSlot: isHost && !staticRemotes,
          // Absolute, so that deep links (/property/12) load the scripts from the root.
          publicPath: '/',
        }),
      );
    }
    if (isHost) plugins.push(new StartupPreloadPlugin(HtmlWebpackPlugin, '/'));
    if (production && !serving) plugins.push(...precompressionPlugins());
    if (withHarness) {
      plugins.push(new webpack.DefinePlugin({ 'process.env.HARNESS_RUNTIME_CONFIG': JSON.stringify(JSON.stringify(harnessRuntimeConfig())) }));
    }

    const cssLoader = (modules) => [
      MiniCssExtractPlugin.loader,
      {
        loader: require.resolve('css-loader'),
        options: {
          importLoaders: 0,
          modules: modules
            ? {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                // Relative to the workspace, the path names the package: class names cannot collide across
                // remotes, and a shared-ui component gets the same class names in every app.
                localIdentContext: WORKSPACE_ROOT,
                localIdentName: production ? '[hash:base64:8]' : '[path][name]__[local]',
              }
            : false,
        },
      },
    ];

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      entry,
      output: {
        path: outputPath,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
        // The host serves deep links, so its scripts are absolute; a remote is loaded from whatever origin serves it.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      // Production maps are written beside the code for error reports, but no file names them (no sourceMappingURL)
      // and no server of ours sends a *.map: the public gets the minified code only.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      performance: { hints: false },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // shared-ui's own files are requested as `shared-ui/...` (SharedUiRequestPlugin) and must resolve from there too.
        // Checked in order: the static-remotes loader before shared-ui's own folder.
        alias: {
          ...(staticRemotes ? staticRemotesAlias() : {}),
          'shared-ui': SHARED_UI_ROOT,
          ...routerBuildAliases(dir, production),
          ...federationRuntimeAliases(dir),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // Workspace packages (shared-ui, contracts) resolve to their real paths outside node_modules.
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.module\.css$/, use: cssLoader(true) },
          { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoader(false) },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins,
      optimization: {
        chunkIds: production ? 'deterministic' : 'named',
        // Webpack minifies scripts only: style sheets too ('...' keeps its script minifier).
        minimizer: ['...', new CssMinimizerPlugin()],
        // By default every shared module comes in its own tiny chunk: the shell loads them all at start, which on
        // HTTP/1.1 is several waves of requests. Instead: shared-ui in one chunk (in every app: a remote loads it
        // only for the shared-ui modules the shell lacks) and, in the shell, the libraries in another.
        splitChunks: {
          cacheGroups: {
            // The standalone harness and test helpers stay out: a dev shell loading a remote's shared-ui chunk must not get them.
            sharedUi: { test: SHARED_UI_SOURCE, name: 'shared-ui', chunks: 'async', enforce: true },
            ...(isHost
              ? {
                  libraries: { test: START_UP_LIBRARIES, name: 'libraries', chunks: 'async', enforce: true },
                  // What shared-ui imports from contracts comes with it: left to webpack, such a module (the
                  // sign-out message) got a chunk of its own that the start-up asked for only once it needed it.
                  sharedUiContracts: { test: usedBySharedUi, name: 'shared-ui', chunks: 'async', enforce: true },
                }
              : {}),
          },
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
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
      },
    };
  }

  return Object.assign(webpackConfig, { federation: { name, port, exposes, isHost } });
}

module.exports = createFederatedConfig;
module.exports.sharedModules = sharedModules;
module.exports.harnessRuntimeConfig = harnessRuntimeConfig;
module.exports.SharedUiRequestPlugin = SharedUiRequestPlugin;
module.exports.routerBuildAliases = routerBuildAliases;
