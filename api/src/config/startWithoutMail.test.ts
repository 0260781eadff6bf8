import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleDirFor, bundleServer } from '../testing/bundleServer';

const bundleDir = bundleDirFor('start-without-mail-test');

/** Runs the production server bundle with only the given settings and the mail ones cleared; its exit and output. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['SMTP_URL', 'DEV_OUTBOX', 'DATABASE_URL']) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.mjs')], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('node api/dist/server.mjs without mail settings', () => {
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-start-without-mail-'));
    await bundleServer(bundleDir);
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('refuses to start, saying which setting is missing, before it opens a database or a port', async () => {
    const dataDir = path.join(root, 'db');
    const { code, output } = await runServer({
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(root, 'uploads'),
      PORT: '5161',
      HOST: '127.0.0.1',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'SMTP_URL is not set: the store cannot send sign-in codes. Set SMTP_URL (smtps://user:pass@host:465), or DEV_OUTBOX=1 on a development machine to keep mail in the local outbox.',
    );
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
