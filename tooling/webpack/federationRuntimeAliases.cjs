// One build of the federation runtime in the shell: the bundler runtime imports its ES module build, while the
// runtime the shell provides to the remotes (provideExternalRuntime) requires the CommonJS one, so both (about
// 15 KB gzip more) came with main.js. Every request for these packages gets the ES module build.
const fs = require('node:fs');
const path = require('node:path');

/** Packages of the federation runtime that the shell would otherwise carry twice. */
const FEDERATION_RUNTIME_PACKAGES = ['runtime-core', 'sdk', 'error-codes', 'runtime'];

/** The folder of the package a resolved file belongs to. @param {string} file */
function packageRootOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** @param {string} dir the app's folder, where its @module-federation/enhanced is found */
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

module.exports = { federationRuntimeAliases };
