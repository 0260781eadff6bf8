// The shell with every remote's pages built in, for `npm run bench` (see staticRemotes.cjs): the shell's own options,
// without Module Federation, with the generated loader in place of shared-ui's federationLoader.
//   webpack --config scripts/bench/staticShell.webpack.config.cjs --mode production --env OUTPUT_DIR=<folder>
// (run from shell/, with the shell's webpack, as benchStore.mjs does).
const path = require('node:path');
const createFederatedConfig = require('../../tooling/webpack/createFederatedConfig.cjs');
const { staticRemotesAlias } = require('./staticRemotes.cjs');

const root = path.resolve(__dirname, '..', '..');
/** Where it is built unless `--env OUTPUT_DIR=...` says otherwise (.bench/ is ignored by git). */
const DEFAULT_OUTPUT_DIR = path.join(root, '.bench', 'static-shell');

/** @param {Record<string, string | boolean>} [env] @param {{ mode?: string }} [argv] */
module.exports = function staticShellConfig(env = {}, argv = {}) {
  const shell = require(path.join(root, 'shell', 'webpack.config.cjs'));
  return createFederatedConfig({
    ...shell.options,
    federated: false,
    outputPath: path.resolve(String(env.OUTPUT_DIR ?? DEFAULT_OUTPUT_DIR)),
    // Written to a fresh temporary folder only now, when a build asks for it.
    aliases: staticRemotesAlias(),
  })(env, argv);
};
