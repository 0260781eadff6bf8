const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { describe, test } = require('node:test');
const createFederatedConfig = require('./createFederatedConfig.cjs');
const { harnessRuntimeConfig } = require('./harness.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const workspace = path.resolve(__dirname, '..', '..');
const catalogDir = path.join(workspace, 'catalog-remote');
const shellDir = path.join(workspace, 'shell');
const exposes = { './HomePage': './src/home/HomePage.tsx' };

/** @typedef {ReturnType<ReturnType<typeof createFederatedConfig>>} Config */

/**
 * What ModuleFederationPlugin keeps of the options it was made with (its `_options`, which its types leave untyped),
 * as far as these tests read them.
 * @typedef {object} FederationOptions
 * @property {string} name
 * @property {string} filename
 * @property {Record<string, string> | undefined} exposes
 * @property {Record<string, string>} remotes
 * @property {Record<string, import('./federation.cjs').SharedConfig>} shared
 * @property {string} shareStrategy
 * @property {string[]} runtimePlugins
 * @property {boolean} manifest
 * @property {boolean} dts
 * @property {{ externalRuntime?: boolean, provideExternalRuntime?: boolean }} experiments
 */

/**
 * The configuration's plugin of that class, if it has one.
 * @template T
 * @param {Config} config
 * @param {abstract new (...args: never[]) => T} type
 * @returns {T | undefined}
 */
function findPlugin(config, type) {
  for (const plugin of config.plugins) if (plugin instanceof type) return plugin;
  return undefined;
}
/**
 * The configuration's plugin of that class: the test fails if it has none.
 * @template T
 * @param {Config} config
 * @param {abstract new (...args: never[]) => T} type
 * @returns {T}
 */
function pluginOf(config, type) {
  const plugin = findPlugin(config, type);
  if (plugin === undefined) assert.fail(`no ${type.name} in the configuration`);
  return plugin;
}
/**
 * @param {Config} config
 * @returns {FederationOptions}
 */
const federationOptions = (config) => pluginOf(config, ModuleFederationPlugin)['_options'];

describe('createFederatedConfig for a remote', () => {
  const remote = createFederatedConfig({ dir: catalogDir, name: 'catalog', port: 3001, exposes });

  test('production: remoteEntry + manifest, no harness, hashed names, relative public path', () => {
    const config = remote({}, { mode: 'production' });
    assert.deepEqual(config.entry, {});
    assert.equal(findPlugin(config, HtmlWebpackPlugin), undefined);
    assert.equal(config.output.path, path.join(catalogDir, 'dist'));
    assert.equal(config.output.publicPath, 'auto');
    assert.equal(config.output.chunkFilename, '[name].[contenthash:8].js');
    // Maps for error reports, named by no script (the servers refuse *.map too).
    assert.equal(config.devtool, 'hidden-source-map');
    assert.deepEqual(config.performance, { hints: false });
    const federation = federationOptions(config);
    assert.equal(federation.name, 'catalog');
    assert.equal(federation.filename, 'remoteEntry.js');
    assert.deepEqual(federation.exposes, exposes);
    assert.equal(federation.manifest, true);
    assert.equal(federation.dts, false);
    assert.equal(federation.shareStrategy, 'loaded-first');
  });

  test('webpack serve adds the standalone harness and its page', () => {
    const config = remote({ WEBPACK_SERVE: true }, { mode: 'development' });
    assert.deepEqual(config.entry, { harness: './src/harness/index.ts' });
    assert.deepEqual(pluginOf(config, HtmlWebpackPlugin).userOptions.chunks, ['harness']);
    assert.equal(config.devServer.port, 3001);
    assert.equal(config.devServer.headers['Access-Control-Allow-Origin'], '*');
    assert.equal(config.devServer.historyApiFallback, true);
  });

  test("the harness's runtime config names every remote at its dev port", () => {
    assert.deepEqual(harnessRuntimeConfig(), {
      apiBaseUrl: '/api/user/',
      remotes: {
        account: 'http://localhost:3003/mf-manifest.json',
        catalog: 'http://localhost:3001/mf-manifest.json',
        checkout: 'http://localhost:3002/mf-manifest.json',
        content: 'http://localhost:3004/mf-manifest.json',
        staff: 'http://localhost:3005/mf-manifest.json',
      },
    });
  });

  test('production leaves beside each script, style sheet and manifest its densest brotli and gzip files; development none', () => {
    /**
     * The options each compression plugin keeps (brotli's or gzip's).
     * @param {Config} config
     * @returns {import('compression-webpack-plugin').InternalPluginOptions<import('node:zlib').BrotliOptions & import('node:zlib').ZlibOptions>[]}
     */
    const compressions = (config) =>
      config.plugins.filter((plugin) => plugin instanceof CompressionPlugin).map((plugin) => plugin['options']);
    const [brotli, gzip] = compressions(remote({}, { mode: 'production' }));
    assert.ok(brotli && gzip, 'a brotli and a gzip plugin');
    assert.equal(brotli.filename, '[path][base].br');
    assert.equal(brotli.compressionOptions.params?.[require('node:zlib').constants.BROTLI_PARAM_QUALITY], 11);
    assert.equal(gzip.filename, '[path][base].gz');
    assert.equal(gzip.compressionOptions.level, 9);
    const precompressed = brotli.test;
    assert.ok(precompressed instanceof RegExp);
    for (const file of ['remoteEntry.js', '263.a644ca18.js', 'HomePage.15ef743e.css', 'mf-manifest.json'])
      assert.ok(precompressed.test(file), file);
    assert.ok(!precompressed.test('263.a644ca18.js.map'));
    assert.deepEqual(compressions(remote({ WEBPACK_SERVE: true }, { mode: 'development' })), []);
  });

  test('minifies style sheets as well as scripts', () => {
    const minimizers = remote({}, { mode: 'production' }).optimization.minimizer;
    assert.equal(minimizers[0], '...');
    assert.equal(minimizers[1]?.constructor.name, 'CssMinimizerPlugin');
  });

  test('a plain development build has no harness either', () => {
    assert.deepEqual(remote({}, { mode: 'development' }).entry, {});
  });

  test('shares singletons with the installed versions and shared-ui with a real range', () => {
    const shared = federationOptions(remote({}, { mode: 'production' })).shared;
    const reactVersion = require(require.resolve('react/package.json', { paths: [catalogDir] })).version;
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      'zustand',
      'notistack',
      '@tanstack/react-query',
    ]) {
      const entry = shared[key];
      assert.ok(entry, key);
      assert.equal(entry.singleton, true, key);
      assert.match(entry.version, /^\d+\.\d+\.\d+/, key);
      assert.equal(entry.requiredVersion, `^${entry.version}`, key);
    }
    assert.equal(shared.react?.version, reactVersion);
    assert.equal(shared['react/']?.version, reactVersion);
    assert.equal(shared['shared-ui']?.version, require(path.join(workspace, 'shared-ui', 'package.json')).version);
  });

  test('shares shared-ui strictly within its major: an older minor is compatible, another major is refused', () => {
    /** @param {Record<string, string>} env */
    const sharedUi = (env) => federationOptions(remote(env, { mode: 'production' })).shared['shared-ui'];
    const current = require(path.join(workspace, 'shared-ui', 'package.json')).version;
    const major = Number(current.split('.')[0]);
    assert.deepEqual(sharedUi({}), {
      singleton: true,
      strictVersion: true,
      version: current,
      requiredVersion: `>=${current} <${major + 1}.0.0`,
    });
    assert.equal(sharedUi({ sharedUiVersion: '2.3.0' })?.requiredVersion, '>=2.3.0 <3.0.0');
    assert.throws(() => sharedUi({ sharedUiVersion: 'latest' }), /must be a version like 1.2.3/);
  });

  test('a deployed remote uses the federation runtime the shell provides; its standalone harness brings its own', () => {
    assert.equal(federationOptions(remote({}, { mode: 'production' })).experiments.externalRuntime, true);
    assert.equal(
      federationOptions(remote({ WEBPACK_SERVE: true }, { mode: 'development' })).experiments.externalRuntime,
      undefined,
    );
  });

  test('groups shared-ui into one chunk but leaves libraries in their own', () => {
    const { cacheGroups } = remote({}, { mode: 'production' }).optimization.splitChunks;
    assert.equal(cacheGroups.sharedUi.name, 'shared-ui');
    assert.equal(cacheGroups.libraries, undefined);
    assert.equal(cacheGroups.design, undefined, "a remote's design rules are the shell's");
  });

  test('exposes name, port and exposes without building', () => {
    assert.deepEqual(remote.federation, { name: 'catalog', port: 3001, exposes, isHost: false });
  });

  test('refuses a remote without exposes and a relative dir', () => {
    assert.throws(() => createFederatedConfig({ dir: catalogDir, name: 'catalog', port: 3001 }), /must expose/);
    assert.throws(
      () => createFederatedConfig({ dir: 'catalog-remote', name: 'catalog', port: 3001, exposes }),
      /absolute/,
    );
  });
});

describe('createFederatedConfig for the host', () => {
  const host = createFederatedConfig({
    dir: shellDir,
    name: 'shell',
    port: 3000,
    isHost: true,
    runtimePlugins: ['/abs/plugin.ts'],
    devProxy: [{ context: ['/api'], target: 'http://localhost:3100' }],
  });

  test('an HTML page, absolute public path, no remotes in the build, no manifest', () => {
    const config = host({}, { mode: 'production' });
    assert.deepEqual(config.entry, { main: './src/index.ts' });
    assert.equal(config.output.publicPath, '/');
    assert.equal(pluginOf(config, HtmlWebpackPlugin).userOptions.title, 'House Plans & Garage Plans');
    const federation = federationOptions(config);
    assert.deepEqual(federation.remotes, {});
    assert.equal(federation.exposes, undefined);
    assert.equal(federation.manifest, false);
    assert.deepEqual(federation.runtimePlugins, ['/abs/plugin.ts']);
  });

  test("makes the shell's page the server renderer's template, its scripts deferred in the head", () => {
    const html = pluginOf(host({}, { mode: 'production' }), HtmlWebpackPlugin).userOptions;
    assert.equal(html.serverRendered, true);
    assert.equal(html.inject, 'head');
    assert.equal(html.scriptLoading, 'defer');
  });

  test('provides the federation runtime to the remotes', () => {
    assert.equal(federationOptions(host({}, { mode: 'production' })).experiments.provideExternalRuntime, true);
  });

  test('loads the shared libraries at start in one chunk and shared-ui in another; notistack waits for the first toast', () => {
    const { libraries, sharedUi } = host({}, { mode: 'production' }).optimization.splitChunks.cacheGroups;
    assert.ok(libraries, 'a libraries chunk');
    assert.equal(libraries.name, 'libraries');
    assert.ok(libraries.test.test('/w/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js'));
    assert.ok(!libraries.test.test('/w/node_modules/.pnpm/notistack@3.0.2_x/node_modules/notistack/notistack.esm.js'));
    assert.ok(
      !libraries.test.test('/w/node_modules/.pnpm/web-vitals@6.2.3/node_modules/web-vitals/dist/web-vitals.js'),
    );
    assert.ok(!libraries.test.test('/w/node_modules/.pnpm/goober@2.1.19/node_modules/goober/dist/goober.modern.js'));
    assert.ok(sharedUi.test.test(path.join(workspace, 'shared-ui', 'src', 'http', 'apiClient.ts')));
  });

  test('puts the design tokens and base rules, and only their CSS, in a sheet of their own that the page inlines whole', () => {
    const { design, sharedUi } = host({}, { mode: 'production' }).optimization.splitChunks.cacheGroups;
    assert.ok(design, 'a design cache group');
    assert.equal(design.name, 'design');
    assert.equal(design.type, 'css/mini-extract');
    // The shared-ui group, which also matches the files, has webpack's default priority, 0.
    assert.ok(!('priority' in sharedUi) && design.priority > 0, 'the design group wins over the shared-ui group');
    const designDir = path.join(workspace, 'shared-ui', 'src', 'design');
    for (const sheet of fs.readdirSync(designDir).filter((file) => file.endsWith('.css')))
      assert.ok(design.test.test(path.join(designDir, sheet)), sheet);
    assert.ok(!design.test.test(path.join(workspace, 'shared-ui', 'src', 'components', 'Button', 'Button.module.css')));
  });

  test('puts what shared-ui imports from contracts in the shared-ui chunk, which the start-up preloads', () => {
    const { sharedUiContracts } = host({}, { mode: 'production' }).optimization.splitChunks.cacheGroups;
    assert.ok(sharedUiContracts, 'a cache group for contracts');
    assert.equal(sharedUiContracts.name, 'shared-ui');
    /** @param {string} file */
    const moduleAt = (file) => ({ nameForCondition: () => file });
    const authApi = moduleAt(path.join(workspace, 'contracts', 'src', 'account', 'authApi.ts'));
    /** @param {string} file */
    const importedBy = (file) => ({
      moduleGraph: { getIncomingConnections: () => [{ originModule: moduleAt(file) }] },
    });
    assert.ok(
      sharedUiContracts.test(
        authApi,
        importedBy(path.join(workspace, 'shared-ui', 'src', 'session', 'LogoutDialog.tsx')),
      ),
    );
    assert.ok(!sharedUiContracts.test(authApi, importedBy(path.join(shellDir, 'src', 'header', 'Header.tsx'))));
    const reactModule = moduleAt('/w/node_modules/react/index.js');
    assert.ok(
      !sharedUiContracts.test(
        reactModule,
        importedBy(path.join(workspace, 'shared-ui', 'src', 'session', 'LogoutDialog.tsx')),
      ),
    );
  });

  test('builds the server renderer for Node with `--env target=node`, beside the browser build', () => {
    const config = host({ target: 'node' }, { mode: 'production' });
    assert.equal(config.target, 'async-node');
    assert.deepEqual(config.entry, { renderer: './src/server/index.ts' });
    assert.equal(config.output.path, path.join(shellDir, 'dist', 'server'));
    assert.equal(config.output.library?.type, 'commonjs2');
    // The server shares the whole router (its static router included), not the browser's slice of it.
    assert.equal(Reflect.has(config.resolve.alias, 'react-router-dom$'), false);
  });

  test('carries one build of the federation runtime: every request for its packages gets the ES module build', () => {
    const { alias } = host({}, { mode: 'production' }).resolve;
    for (const name of ['runtime-core', 'sdk', 'error-codes', 'runtime']) {
      const target = alias[`@module-federation/${name}$`];
      assert.ok(target, name);
      assert.match(target, /[\\/]dist[\\/]index\.m?js$/, name);
      assert.ok(fs.existsSync(target), target);
    }
  });

  test('the dev server proxies to the API', () => {
    const config = host({ WEBPACK_SERVE: true }, { mode: 'development' });
    assert.deepEqual(config.devServer.proxy, [{ context: ['/api'], target: 'http://localhost:3100' }]);
    assert.deepEqual(config.entry, { main: './src/index.ts' });
  });
});

describe('a variant of an app (the version-skew test builds a remote into another folder)', () => {
  test('keeps the options it was made with, for a variant of the same app', () => {
    const options = { dir: shellDir, name: 'shell', port: 3000, isHost: true };
    assert.deepEqual(createFederatedConfig(options).options, options);
  });

  test('builds into the folder it is given, for the browser and for Node', () => {
    const outputPath = path.join(require('node:os').tmpdir(), 'catalog-variant');
    const variant = createFederatedConfig({ dir: catalogDir, name: 'catalog', port: 3001, exposes, outputPath });
    assert.equal(variant({}, { mode: 'production' }).output.path, outputPath);
    assert.equal(variant({ target: 'node' }, { mode: 'production' }).output.path, path.join(outputPath, 'server'));
  });
});
