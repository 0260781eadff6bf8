import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bundleDirFor,
  bundleServer,
  BundledServerExitedError,
  startBundledServer,
  type BundledServer,
} from '../testing/bundleServer';

const bundleDir = bundleDirFor('second-server-test');
/** In the 5100-5199 range kept for these tests, beside a running store (3000s) and the end-to-end suite (4000s). */
const FIRST_PORT = 5141;

function startServer(dataDir: string, uploadDir: string, port: number): Promise<BundledServer> {
  // The first start creates and seeds the database (10,000 plans): allow for a busy machine.
  return startBundledServer(
    bundleDir,
    { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir, PORT: String(port) },
    { timeoutMs: 100_000 },
  );
}

describe('a second API process on the same data dir', () => {
  let root: string;
  let first: BundledServer | undefined;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-second-process-'));
    await bundleServer(bundleDir);
  });

  afterAll(async () => {
    await first?.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('refuses to start, exiting non-zero with a message naming the data dir, its lock and the holder, and leaves the first serving', async () => {
    const dataDir = path.join(root, 'db');
    const uploads = path.join(root, 'uploads');
    const running = await startServer(dataDir, uploads, FIRST_PORT);
    first = running;

    const refused = await startServer(dataDir, uploads, FIRST_PORT + 1).then(
      (second) => {
        void second.stop();
        throw new Error('the second server started');
      },
      (error: unknown) => error,
    );
    if (!(refused instanceof BundledServerExitedError)) throw refused;
    const message = refused.output.trim();
    expect(refused.code).not.toBe(0);
    expect(message).toContain(`The database directory ${dataDir} is already in use by process ${running.child.pid}`);
    expect(message).toContain('Stop that process, or set DATA_DIR to another directory.');
    expect(message).toContain(`(Lock file: ${dataDir}.lock)`);
    // One clear sentence, not a stack trace.
    expect(message).not.toMatch(/^\s+at /m);

    const health = await fetch(`${running.base}/api/user/health`);
    expect(health.status).toBe(200);
    expect(await running.stop()).toBe(0);
  }, 150_000);
});
