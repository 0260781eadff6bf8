import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no inter-process lock: two processes on one data dir silently lose each other's commits.
 * So, like PostgreSQL's postmaster.pid, the owner writes its pid into `<dataDir>.lock`; a lock whose process is
 * gone (a crash, a SIGKILL) is stale and taken over, so a restart never needs a manual clean-up.
 */
export interface DataDirLock {
  readonly lockPath: string;
  release(): Promise<void>;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname}, since ${owner.startedAt}` : 'another process';
    super(
      `The database directory ${dataDir} is already in use by ${who}. ` +
        `Stop that process, or set DATA_DIR to another directory. (Lock file: ${lockPath})`,
    );
  }
}

/** Node's system errors carry a `code`; checked structurally, as they may come from another realm. */
function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return hasCode(error, 'EPERM');
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    if (!('pid' in value) || !('hostname' in value) || !('startedAt' in value)) return null;
    const { pid, hostname, startedAt } = value;
    if (typeof pid !== 'number' || typeof hostname !== 'string' || typeof startedAt !== 'string') return null;
    return { pid, hostname, startedAt };
  } catch {
    return null;
  }
}

/** A lock left by a dead process on this host, or by an earlier run that had our very pid (a container restart). */
function isStale(owner: LockOwner | null): boolean {
  if (owner === null) return true;
  if (owner.hostname !== os.hostname()) return false;
  return owner.pid === process.pid || !isProcessAlive(owner.pid);
}

async function readOwner(lockPath: string): Promise<LockOwner | null | 'missing'> {
  try {
    return parseOwner(await fs.readFile(lockPath, 'utf8'));
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return 'missing';
    throw error;
  }
}

/**
 * Takes the lock for `dataDir`, creating its parent directory. Throws DataDirLockedError while a live process
 * holds it. The lock file is written completely under a temporary name and then hard-linked into place, so its
 * creation is atomic and a reader never sees it half-written.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  const draftPath = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draftPath, JSON.stringify(owner));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await fs.link(draftPath, lockPath);
        return {
          lockPath,
          release: async () => {
            const current = await readOwner(lockPath);
            if (current !== 'missing' && current?.pid === owner.pid && current.startedAt === owner.startedAt) {
              await fs.rm(lockPath, { force: true });
            }
          },
        };
      } catch (error) {
        if (!hasCode(error, 'EEXIST')) throw error;
      }
      const holder = await readOwner(lockPath);
      if (holder === 'missing') continue;
      if (!isStale(holder)) throw new DataDirLockedError(dataDir, lockPath, holder);
      await fs.rm(lockPath, { force: true });
    }
    throw new DataDirLockedError(dataDir, lockPath, null);
  } finally {
    await fs.rm(draftPath, { force: true });
  }
}
