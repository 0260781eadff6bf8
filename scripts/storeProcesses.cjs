// Starts the built store as separate processes, as it is deployed: the API (which also hosts the shell) on one
// port and each remote on its own. Used by `npm start` and by the end-to-end tests, which stop and restart remotes.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { remoteSettings, remotes, root } = require('./workspace.cjs');

const READY_TIMEOUT_MS = 120_000;

/**
 * Resolves once `url` answers 2xx; fails if `child` exits first or `timeoutMs` passes.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 */
async function waitUntilAnswering(url, child, name, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @param {string} name
 * @param {boolean} quiet
 */
function prefixOutput(child, name, quiet) {
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    let pending = '';
    stream.on('data', (/** @type {string} */ chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (!quiet) for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
}

/**
 * @param {{ port?: number, remotePortOffset?: number, dataDir?: string, quiet?: boolean, env?: Record<string,string> }} options
 */
function createStore({ port = 3000, remotePortOffset = 0, dataDir, quiet = false, env = {} } = {}) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  const remoteUrls = Object.fromEntries(
    remotes.map((app) => {
      const settings = remoteSettings(app.name);
      return [
        app.name,
        {
          ...settings,
          port: settings.port + remotePortOffset,
          origin: `http://localhost:${settings.port + remotePortOffset}`,
        },
      ];
    }),
  );

  /**
   * @param {string} name
   * @param {string[]} args
   * @param {Record<string, string>} extraEnv
   * @param {string} readyUrl
   */
  function launch(name, args, extraEnv, readyUrl) {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixOutput(child, name, quiet);
    children.set(name, child);
    return waitUntilAnswering(readyUrl, child, name);
  }

  /** @param {string} app @param {{ dir?: string }} [options] dir: serve another build of the remote than app/dist */
  function startRemote(app, { dir = path.join(root, app, 'dist') } = {}) {
    const remote = remoteUrls[app];
    if (!remote) throw new Error(`${app} is not a remote`);
    return launch(
      app,
      [path.join(root, 'tooling/serve/serveRemote.mjs'), '--dir', dir, '--port', String(remote.port)],
      {},
      `${remote.origin}/mf-manifest.json`,
    );
  }

  function startApi() {
    const remoteEnv = Object.fromEntries(
      Object.values(remoteUrls).map((remote) => [
        `REMOTE_${remote.name.toUpperCase()}_URL`,
        `${remote.origin}/mf-manifest.json`,
      ]),
    );
    return launch(
      'api',
      [path.join(root, 'api/dist/server.mjs')],
      {
        PORT: String(port),
        SHELL_DIST_DIR: path.join(root, 'shell/dist'),
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...remoteEnv,
      },
      `http://localhost:${port}/api/user/health`,
    );
  }

  /** @param {string} name */
  async function stopProcess(name) {
    const child = children.get(name);
    children.delete(name);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killTimer);
  }

  return {
    url: `http://localhost:${port}`,
    remoteUrls,
    async start() {
      await Promise.all([startApi(), ...remotes.map((app) => startRemote(app.name))]);
    },
    startRemote,
    stopRemote: stopProcess,
    async stop() {
      await Promise.all([...children.keys()].map(stopProcess));
    },
  };
}

module.exports = { createStore, waitUntilAnswering };
