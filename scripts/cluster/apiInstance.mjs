// One API process of the production build (api/dist/server.mjs): started, stopped, killed and started again on
// the same port with the same settings, as a supervisor would. `npm run cluster` and the soak run several.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pipeOutput } from './processOutput.mjs';

/**
 * What node runs for an API process, from the API's folder: `dist/server.mjs`, or SOAK_API_ENTRY, another build of
 * the API (relative to api/, e.g. one made of an earlier commit, to compare two builds back to back), after the node
 * flags in SOAK_API_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it). The soak's single process
 * (soakApiProcess.mjs) and the cluster's instances both start this way.
 * @returns {string[]}
 */
export function apiNodeArguments() {
  const nodeArgs = (process.env.SOAK_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return [...nodeArgs, process.env.SOAK_API_ENTRY ?? path.join('dist', 'server.mjs')];
}

export class ApiInstance {
  /**
   * @param {{ name: string, apiDir: string, port: number, env: Record<string, string>,
   *   output: import('node:stream').Writable, nodeArgs?: string[] }} options
   *   env: added to this process's environment (empty strings unset a setting for the API)
   */
  constructor({ name, apiDir, port, env, output, nodeArgs = [] }) {
    this.name = name;
    this.apiDir = apiDir;
    this.port = port;
    this.env = env;
    this.output = output;
    this.nodeArgs = nodeArgs;
    this.base = `http://127.0.0.1:${port}`;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    this.starts = 0;
    /** Every exit this script did not ask for (a crash), with when (ms since the epoch). */
    /** @type {Array<{ at: number, code: number | null, signal: NodeJS.Signals | null }>} */
    this.crashes = [];
    this.stopping = false;
  }

  /** Whether the process runs (it may not answer yet). */
  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and resolves once its health route answers; the time it took, in ms. */
  async start(timeoutMs = 180_000) {
    const started = performance.now();
    this.starts += 1;
    this.output.write(`--- ${this.name}: start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [...this.nodeArgs, ...apiNodeArguments()], {
      cwd: this.apiDir,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.stopping = false;
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.crashes.push({ at: Date.now(), code, signal });
    });
    pipeOutput(child, this.output);
    // Ready when this process says it listens (server.ts) and its health route answers: another server that holds
    // the port (a race with another script for a spare port) must not pass for it.
    let listening = false;
    let tail = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      tail = (tail + chunk.toString()).slice(-200);
      if (tail.includes('Store API listening on')) listening = true;
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with code ${child.exitCode} before answering`);
      if (!listening) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      try {
        const response = await fetch(`${this.base}/api/user/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet: opening the database, migrating, seeding.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} did not answer /api/user/health within ${timeoutMs / 1000} s`);
  }

  /** SIGKILL: no shutdown hook runs, connections and transactions are cut as a crash cuts them. */
  kill() {
    return this.stop('SIGKILL');
  }

  /** @param {NodeJS.Signals} [signal] */
  async stop(signal = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killTimer);
  }
}
