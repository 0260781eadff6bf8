// Facts about the workspace the root scripts share: where things are, what each app depends on, its port.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pnpm } = require('./pnpm.cjs');

const root = path.resolve(__dirname, '..');

/** The front ends, in build order, and the API. `inputs` are the folders whose sources end up in the app. */
const apps = [
  { name: 'shell', inputs: ['shell', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'catalog-remote', inputs: ['catalog-remote', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'checkout-remote', inputs: ['checkout-remote', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'account-remote', inputs: ['account-remote', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'content-remote', inputs: ['content-remote', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'staff-remote', inputs: ['staff-remote', 'shared-ui', 'contracts', 'tooling/webpack'] },
  { name: 'api', inputs: ['api', 'contracts'] },
];

const remotes = apps.filter((app) => app.name.endsWith('-remote'));

/**
 * A remote's federation name and default port live in its package.json ("remote": {"name", "port"}).
 * @param {string} app
 * @returns {{ name: string, port: number }}
 */
function remoteSettings(app) {
  const pkg = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8'));
  if (!pkg.remote?.name || !pkg.remote?.port) throw new Error(`${app}/package.json lacks "remote": {"name", "port"}`);
  return pkg.remote;
}

/** Installs dependencies unless node_modules already matches the lock file (a second start skips it). */
function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(installed) && readFileSync(installed, 'utf8') === readFileSync(lock, 'utf8')) return;
  console.log('Installing dependencies…');
  const status = pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (status !== 0) throw new Error('Installing dependencies failed');
}

module.exports = { root, apps, remotes, remoteSettings, ensureInstalled };
