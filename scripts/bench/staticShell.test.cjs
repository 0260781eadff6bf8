// The bench's static-remotes build of the shell: what its webpack configuration puts in place of federation.
// Run: node --test scripts/bench/staticShell.test.cjs
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, test } = require('node:test');
const staticShellConfig = require('./staticShell.webpack.config.cjs');

const workspace = path.resolve(__dirname, '..', '..');
const shellDir = path.join(workspace, 'shell');
/**
 * The configuration's plugin of that class name, if any (the plugins' packages are tooling's, not required here).
 * @param {ReturnType<typeof staticShellConfig>} config
 * @param {string} name
 */
const pluginNamed = (config, name) => config.plugins.find((plugin) => plugin.constructor.name === name);

describe('the static-remotes build of the shell (npm run bench)', () => {
  test('builds the shell without federation into the folder it is given', () => {
    const outputDir = path.join(os.tmpdir(), 'static-shell-test');
    const config = staticShellConfig({ OUTPUT_DIR: outputDir }, { mode: 'production' });
    assert.equal(pluginNamed(config, 'ModuleFederationPlugin'), undefined);
    assert.equal(config.context, shellDir);
    assert.equal(config.output.path, outputDir);
    assert.deepEqual(config.entry, { main: './src/index.ts' });
    // It fetches no remote, so its page asks for no remote preloads.
    const page = pluginNamed(config, 'HtmlWebpackPlugin');
    assert.ok(page && 'userOptions' in page, 'an HTML page');
    assert.equal(page.userOptions.remotePreloadsSlot, false);
  });

  test('builds into .bench/static-shell unless told otherwise', () => {
    assert.equal(
      staticShellConfig({}, { mode: 'production' }).output.path,
      path.join(workspace, '.bench', 'static-shell'),
    );
  });

  test("answers every remote's exposed module from its source instead of the federation loader", () => {
    const config = staticShellConfig({}, { mode: 'production' });
    const aliasKeys = Object.keys(config.resolve.alias);
    assert.equal(aliasKeys[0], 'shared-ui/src/federation/federationLoader$');
    const loader = config.resolve.alias['shared-ui/src/federation/federationLoader$'];
    assert.ok(loader, 'a stand-in for the federation loader');
    const generated = fs.readFileSync(loader, 'utf8');
    assert.match(
      generated,
      /"catalog\/\.\/HomePage": \(\) => import\(".*catalog-remote[\\/]+src[\\/]+home[\\/]+HomePage\.tsx"\)/,
    );
    assert.match(generated, /"checkout\/\.\/CartPage": \(\) => import\(/);
    assert.match(generated, /export function createFederationLoader\(/);
  });

  test('carries no federation runtime: the entry asks a stand-in, which has no instance', () => {
    const { alias } = staticShellConfig({}, { mode: 'production' }).resolve;
    const runtime = alias['@module-federation/enhanced/runtime$'];
    assert.ok(runtime, 'a stand-in for the federation runtime');
    const standIn = fs.readFileSync(runtime, 'utf8');
    assert.match(standIn, /export function getInstance\(\) \{\s*return undefined;/);
    const federated = require(path.join(shellDir, 'webpack.config.cjs'))({}, { mode: 'production' });
    assert.equal(federated.resolve.alias['@module-federation/enhanced/runtime$'], undefined);
  });
});
