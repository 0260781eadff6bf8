import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleDirFor, bundleServer } from '../testing/bundleServer';

const bundleDir = bundleDirFor('second-server-test');
const serverBundle = path.join(bundleDir, 'server.mjs');
/** In the 5100-5199 range kept for these tests, beside a running store (3000s) and the end-to-end suite (4000s). */
const FIRST_PORT = 5141;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, uploadDir: string, port: number): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEV_OUTBOX: '1',
  };
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'SHELL_DIST_DIR',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'LOG_LEVEL',
  ])
    delete env[name];
  const child = spawn(process.execPath, [serverBundle], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, what: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a second API process on the same data dir', () => {
  let root: string;
  let first: Started | undefined;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-second-process-'));
    await bundleServer(bundleDir);
  });

  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('refuses to start, exiting non-zero with a message naming the data dir, its lock and the holder, and leaves the first serving', async () => {
    const dataDir = path.join(root, 'db');
    const uploads = path.join(root, 'uploads');
    const running = startServer(dataDir, uploads, FIRST_PORT);
    first = running;
    // The first start creates and seeds the database (10,000 plans): allow for a busy machine.
    await waitFor(
      () => running.output().includes('Store API listening') || running.child.exitCode !== null,
      () => `the first server to listen; it said: ${running.output()}`,
      100_000,
    );
    expect(running.child.exitCode).toBeNull();

    const second = startServer(dataDir, uploads, FIRST_PORT + 1);
    const code = await second.exited;
    const message = second.output().trim();
    expect(code).not.toBe(0);
    expect(message).toContain(`The database directory ${dataDir} is already in use by process ${running.child.pid}`);
    expect(message).toContain('Stop that process, or set DATA_DIR to another directory.');
    expect(message).toContain(`(Lock file: ${dataDir}.lock)`);
    // One clear sentence, not a stack trace.
    expect(message).not.toMatch(/^\s+at /m);

    const health = await fetch(`http://127.0.0.1:${FIRST_PORT}/api/user/health`);
    expect(health.status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 150_000);
});
