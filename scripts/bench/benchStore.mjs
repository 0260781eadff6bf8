// The store as the bench measures it: the production build, served as it is deployed (the API rendering the pages
// and hosting the shell on one port, each remote on its own), on ports 5400-5405 by default (`--ports <first>` moves
// them) so it runs beside `npm start` (3000) and the e2e suite (4000). `storeRoot` is the checkout whose build is
// measured: this one, or another (a worktree of an earlier commit, for a before/after with the same instrument).
import { spawn, spawnSync } from 'node:child_process';
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
/**
 * What the API logs (at warn) when its server renderer could not render a page and sent the frame for the browser to
 * render (api/src/app.ts): under load, a page over its 800 ms budget. Such an answer is still a 200.
 */
const PAGE_SENT_UNRENDERED = /sent for the browser to render/;

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

/**
 * The production build of every app of `storeRoot` (skipping those whose sources have not changed), with that
 * checkout's own `npm run build`.
 * @param {string} [storeRoot]
 */
export function buildForProduction(storeRoot = root) {
  runOrThrow(process.execPath, [path.join(storeRoot, 'scripts', 'build.mjs')], storeRoot, 'The production build');
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} env
 * @param {(line: string) => void} [onOutputLine] each line it writes to stdout (unread otherwise)
 */
function launch(name, args, cwd, env, onOutputLine) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', onOutputLine ? 'pipe' : 'ignore', 'pipe'],
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text) => {
    if (/error/i.test(text)) process.stderr.write(`[${name}] ${text}`);
  });
  if (onOutputLine && child.stdout) {
    child.stdout.setEncoding('utf8');
    let pending = '';
    child.stdout.on('data', (/** @type {string} */ chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onOutputLine(line);
    });
  }
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
 * Starts the remotes, then the API serving `shellDistDir` with a database in `dataDir` (seeded on its first start),
 * on `firstPort` (the API) and the ports after it, from `storeRoot`'s build. Returns the store's origin, how many
 * pages its renderer has sent unrendered so far (0 for a store without a server renderer), and a stop function.
 * @param {{ shellDistDir: string, dataDir: string, firstPort?: number, storeRoot?: string }} options
 */
export async function startStore({ shellDistDir, dataDir, firstPort = DEFAULT_FIRST_PORT, storeRoot = root }) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let pagesSentUnrendered = 0;
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
            path.join(storeRoot, 'tooling/serve/serveRemote.mjs'),
            '--dir',
            path.join(storeRoot, remote.app, 'dist'),
            '--port',
            String(port),
          ],
          storeRoot,
          {},
        );
        children.push(child);
        return waitUntilAnswering(`${origin}/mf-manifest.json`, child, remote.app, READY_TIMEOUT_MS);
      }),
    );
    const api = launch(
      'api',
      [path.join(storeRoot, 'api/dist/server.mjs')],
      storeRoot,
      {
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
      },
      (line) => {
        if (PAGE_SENT_UNRENDERED.test(line)) pagesSentUnrendered += 1;
      },
    );
    children.push(api);
    const origin = `http://localhost:${firstPort}`;
    await waitUntilAnswering(`${origin}/api/user/health`, api, 'api', READY_TIMEOUT_MS);
    return {
      origin,
      pagesSentUnrendered: () => pagesSentUnrendered,
      stop: () => Promise.all(children.map(stop)),
    };
  } catch (error) {
    await Promise.all(children.map(stop));
    throw error;
  }
}
