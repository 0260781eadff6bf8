// Module Federation: the share scope (singletons at their installed versions, shared-ui within its major) and the
// plugin that exposes a remote's pages with a manifest, or makes the shell the host that provides the runtime.
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_UI_ROOT } = require('./workspacePaths.cjs');

/** Libraries every app shares as singletons; versions come from the packages each app has installed. */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'zustand', 'notistack', '@tanstack/react-query'];
/** Packages whose subpaths must be shared as well (react/jsx-runtime, react-dom/client): else a second React loads. */
const SHARED_SUBPATH_PACKAGES = ['react', 'react-dom'];

/**
 * The version of the copy `fromDir` resolves, read from that copy's own package.json: a real version even where the
 * app's package.json says `catalog:` or `workspace:*`.
 * @param {string} packageName @param {string} fromDir
 */
function installedVersion(packageName, fromDir) {
  let manifestPath;
  try {
    manifestPath = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  } catch {
    throw new Error(
      `createFederatedConfig: ${packageName} is not installed for ${fromDir}; add it to that package's dependencies.`,
    );
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
 * How one package is shared.
 * @typedef {object} SharedConfig
 * @property {boolean} singleton
 * @property {boolean} [strictVersion]
 * @property {string} version
 * @property {string} requiredVersion
 */

/**
 * The share scope: explicit versions (never `workspace:*`, which gives an empty requiredVersion at runtime).
 * @param {string} dir
 * @param {{ sharedUiVersion?: string }} [options] sharedUiVersion: build as if against that shared-ui release
 *   (the version-skew test builds a remote that way: `webpack --env sharedUiVersion=0.0.0`)
 */
function sharedModules(dir, options = {}) {
  /** @type {Record<string, SharedConfig>} */
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
  // One package, one shared module: its `exports` map gives apps the entry point `shared-ui`, whose files import
  // each other by relative path inside it. Its other entry points are not shared: the federation runtime's loader
  // (the shell's), the harness (a remote alone) and the test helpers, and its style sheets, which are not modules.
  shared['shared-ui'] = {
    singleton: true,
    strictVersion: true,
    version: sharedUiVersion,
    requiredVersion: sameMajorRange(sharedUiVersion),
  };
  return shared;
}

/**
 * The federation plugin: a remote's exposes and manifest, or the host that provides the runtime.
 * @param {import('./createFederatedConfig.cjs').Build} build
 */
function federationPlugins(build) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { name, isHost, exposes, runtimePlugins, serving, sharedUiVersion } = build;
  return [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: isHost ? undefined : exposes,
      // The shell registers remotes at runtime from /runtime-config.json: no remote URL in any bundle.
      remotes: {},
      shared: sharedModules(build.dir, { sharedUiVersion }),
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
    }),
  ];
}

module.exports = { federationPlugins, sharedModules, installedVersion };
