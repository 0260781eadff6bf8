// The store as the bench measures it: the production build, served as it is deployed (the API hosting the shell on
// one port, each remote on its own), on ports 5400-5405 by default (`--ports <first>` moves them) so it runs beside
// `npm start` (3000) and the e2e suite (4000).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import storeProcesses from '../storeProcesses.cjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_FIRST_PORT = 5400;
/** The API on the first port, each remote on the next ones in this order. */
const REMOTES = [
  { app: 'catalog-remote', name: 'catalog' },
  { app: 'checkout-remote', name: 'checkout' },
  { app: 'account-remote', name: 'account' },
  { app: 'content-remote', name: 'content' },
  { app: 'staff-remote', name: 'staff' },
];
const READY_TIMEOUT_MS = 180_000;
const { waitUntilAnswering } = storeProcesses;
/** Where the static-remotes shell is built (.bench/ is ignored by git). */
export const STATIC_SHELL_DIR = path.join(root, '.bench', 'static-shell');
/** Its webpack configuration: the shell's, without federation, with the remotes' pages built in. */
const STATIC_SHELL_CONFIG = path.join(root, 'scripts', 'bench', 'staticShell.webpack.config.cjs');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {string} what what it does, for the error
 */
function runOrThrow(command, args, cwd, what) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit code ${result.status})`);
}

/** The production build of every app (skipping those whose sources have not changed), as `npm run build` does. */
export function buildForProduction() {
  runOrThrow(process.execPath, [path.join(root, 'scripts', 'build.mjs')], root, 'The production build');
}

/** The shell with the remotes built in; rebuilt only when one of the apps it is made of was rebuilt. */
export function buildStaticShell() {
  const stamp = createHash('sha256');
  for (const app of ['shell', ...REMOTES.map((remote) => remote.app)]) {
    stamp.update(readFileSync(path.join(root, app, 'dist', '.build-fingerprint')));
  }
  // The apps' fingerprints cover tooling/webpack; what only this build uses lives here.
  for (const file of [STATIC_SHELL_CONFIG, path.join(root, 'scripts', 'bench', 'staticRemotes.cjs')])
    stamp.update(readFileSync(file));
  const fingerprint = stamp.digest('hex');
  const stampFile = path.join(STATIC_SHELL_DIR, '.build-fingerprint');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return false;
  const webpackCli = path.join(root, 'shell', 'node_modules', 'webpack', 'bin', 'webpack.js');
  runOrThrow(
    process.execPath,
    [webpackCli, '--config', STATIC_SHELL_CONFIG, '--mode', 'production', '--env', `OUTPUT_DIR=${STATIC_SHELL_DIR}`],
    path.join(root, 'shell'),
    'The static-remotes build of the shell',
  );
  writeFileSync(stampFile, fingerprint);
  return true;
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function launch(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => {
    if (/error/i.test(text)) process.stderr.write(`[${name}] ${text}`);
  });
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killTimer);
}

/**
 * Starts the four remotes, then the API serving `shellDistDir` with a database in `dataDir` (seeded on its first
 * start), on `firstPort` (the API) and the four after it. Returns the store's origin and a stop function.
 * @param {{ shellDistDir: string, dataDir: string, firstPort?: number }} options
 */
export async function startStore({ shellDistDir, dataDir, firstPort = DEFAULT_FIRST_PORT }) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  try {
    /** @type {Record<string, string>} */
    const remoteEnv = {};
    await Promise.all(
      REMOTES.map((remote, index) => {
        const port = firstPort + 1 + index;
        const origin = `http://localhost:${port}`;
        remoteEnv[`REMOTE_${remote.name.toUpperCase()}_URL`] = `${origin}/mf-manifest.json`;
        const child = launch(
          remote.app,
          [
            path.join(root, 'tooling/serve/serveRemote.mjs'),
            '--dir',
            path.join(root, remote.app, 'dist'),
            '--port',
            String(port),
          ],
          {},
        );
        children.push(child);
        return waitUntilAnswering(`${origin}/mf-manifest.json`, child, remote.app, READY_TIMEOUT_MS);
      }),
    );
    const api = launch('api', [path.join(root, 'api/dist/server.mjs')], {
      ...remoteEnv,
      PORT: String(firstPort),
      HOST: 'localhost',
      SHELL_DIST_DIR: shellDistDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // As `npm start` runs: mail kept in the development outbox (the API refuses to start without a way to send it).
      SMTP_URL: '',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
    });
    children.push(api);
    const origin = `http://localhost:${firstPort}`;
    await waitUntilAnswering(`${origin}/api/user/health`, api, 'api', READY_TIMEOUT_MS);
    return { origin, stop: () => Promise.all(children.map(stop)) };
  } catch (error) {
    await Promise.all(children.map(stop));
    throw error;
  }
}
