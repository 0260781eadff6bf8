// The production API as the soak runs it: built once, started on a spare port of the soak's range with a
// throw-away PGlite data dir, killed with SIGKILL and restarted on the same data dir.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { apiNodeArguments } from './cluster/apiInstance.mjs';

/** The soak's own ports, clear of `npm start` (3000-3005) and the end-to-end suite (4000-4005). */
/** @type {[first: number, last: number]} */
const PORT_RANGE = [5300, 5399];

/** @param {string} apiDir @param {{ reuse: boolean }} options */
export function buildApi(apiDir, { reuse }) {
  if (reuse && existsSync(path.join(apiDir, 'dist', 'server.mjs'))) return 'reused api/dist/server.mjs';
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'ignore' });
  return 'built api/dist/server.mjs';
}

/** @param {number} port @returns {Promise<boolean>} */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function sparePort() {
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port from ${PORT_RANGE[0]} to ${PORT_RANGE[1]}`);
}

export class ApiProcess {
  /** @param {{ apiDir: string, port: number, dataDir: string, logFile: string }} options */
  constructor({ apiDir, port, dataDir, logFile }) {
    this.apiDir = apiDir;
    this.port = port;
    this.dataDir = dataDir;
    this.base = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(logFile, { flags: 'a' });
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    this.starts = 0;
  }

  /** Starts the server and resolves once /health answers; the time it took, in ms. */
  async start(timeoutMs = 180_000) {
    const started = performance.now();
    this.starts += 1;
    this.log.write(`--- start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, apiNodeArguments(), {
      cwd: this.apiDir,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        // The defaults a first `npm start` has: PGlite, the development outbox, the local card test provider.
        DATABASE_URL: '',
        SMTP_URL: '',
        DEV_OUTBOX: '1',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`The API exited with code ${child.exitCode} before answering (see its log)`);
      try {
        const response = await fetch(`${this.base}/api/user/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet: opening the database, seeding.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The API did not answer /health in time');
  }

  /** SIGKILL: no shutdown hook runs, the lock file and the database are left as a crash leaves them. */
  kill() {
    return this.stop('SIGKILL');
  }

  /** @param {NodeJS.Signals} [signal] */
  async stop(signal = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  closeLog() {
    return new Promise((resolve) => this.log.end(resolve));
  }
}
