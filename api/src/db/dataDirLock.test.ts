import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, acquireDataDirLock } from './dataDirLock';
import { openDatabase } from './openDatabase';

describe('the data-dir lock', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    dataDir = path.join(root, 'nested', 'db');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** What another store process leaves in the lock file while it runs: here the live process that started Jest. */
  function lockHeldBy(pid: number): void {
    writeFileSync(
      `${dataDir}.lock`,
      JSON.stringify({ pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
  }

  it('creates the parent directory and a lock file naming this process', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.lockPath).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(lock.lockPath, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
    });
    await lock.release();
    expect(existsSync(lock.lockPath)).toBe(false);
  });

  it('refuses the directory while another live process holds it, naming the directory', async () => {
    await acquireDataDirLock(dataDir).then((lock) => lock.release());
    lockHeldBy(process.ppid);
    const attempt = acquireDataDirLock(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `The database directory ${dataDir} is already in use by process ${process.ppid}`,
    );
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it('keeps a second opener off the PGlite data dir', async () => {
    await acquireDataDirLock(dataDir).then((lock) => lock.release());
    lockHeldBy(process.ppid);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /already in use.*Stop that process, or set DATA_DIR/,
    );
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('takes over a lock left by a process that has died', async () => {
    await acquireDataDirLock(dataDir).then((lock) => lock.release());
    const finished = spawnSync(process.execPath, ['-e', '0']);
    lockHeldBy(finished.pid);
    const lock = await acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over an unreadable lock file', async () => {
    await acquireDataDirLock(dataDir).then((lock) => lock.release());
    writeFileSync(`${dataDir}.lock`, '{"pid":');
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it('does not remove a lock that another process has taken since', async () => {
    const lock = await acquireDataDirLock(dataDir);
    lockHeldBy(process.ppid);
    await lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
  });
});
