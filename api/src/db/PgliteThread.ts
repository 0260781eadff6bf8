import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest, SessionTime } from './pgliteWorkerMessages';

/** node-postgres reaches a server's Unix socket as `<host>/.s.PGSQL.<port>`, as libpq does. */
const SOCKET_PORT = 5432;

/**
 * PGlite on its own worker thread (pgliteWorker), serving the PostgreSQL wire protocol on a Unix socket in a fresh
 * directory only this user can open (mode 0700: PGlite asks no password, so nobody else may reach the socket).
 * `socketDir` and `port` are what node-postgres takes as `host` and `port`.
 */
export class PgliteThread {
  private closing: Promise<void> | null = null;
  private ended = false;
  /** Callers of sessionTime() waiting for the thread's answer, in the order they asked (it answers in order). */
  private readonly sessionTimeAsked: { resolve: (time: SessionTime) => void; reject: (error: Error) => void }[] = [];

  private constructor(
    private readonly worker: Worker,
    readonly socketDir: string,
    readonly port: number,
    private readonly exited: Promise<number>,
  ) {
    worker.on('message', (message: PgliteWorkerReply) => {
      if (message.kind === 'session-time') this.sessionTimeAsked.shift()?.resolve(message.time);
    });
    void exited.then(() => {
      this.ended = true;
      for (const asked of this.sessionTimeAsked.splice(0)) asked.reject(new Error('The PGlite thread has ended'));
    });
  }

  /** Where PGlite's session's time went since it started (for /metrics). */
  sessionTime(): Promise<SessionTime> {
    if (this.ended) return Promise.reject(new Error('The PGlite thread has ended'));
    return new Promise((resolve, reject) => {
      this.sessionTimeAsked.push({ resolve, reject });
      const request: PgliteWorkerRequest = { kind: 'session-time' };
      this.worker.postMessage(request);
    });
  }

  /**
   * Starts the thread on `dataDir` (null: in memory) and resolves once it accepts connections. `onLost` is called
   * if the thread ends before close(): the database is gone and every query after that fails.
   */
  static async start(workerFile: URL, dataDir: string | null, onLost: (error: Error) => void): Promise<PgliteThread> {
    const socketDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-'));
    const workerData: PgliteWorkerData = { dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
    const worker = new Worker(workerFile, { workerData });
    let thread: PgliteThread | null = null;
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (message: PgliteWorkerReply) => {
          if (message.kind === 'ready') resolve();
          if (message.kind === 'failed') reject(new Error(`PGlite could not start: ${message.message}`));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        void exited.then((code) => reject(new Error(`The PGlite thread stopped while starting (exit code ${code})`)));
      });
    } catch (error) {
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
      throw error;
    }
    thread = new PgliteThread(worker, socketDir, SOCKET_PORT, exited);
    const started = thread;
    worker.on('error', (error) => {
      if (!started.closing) onLost(new Error(`The PGlite thread failed: ${error.message}`, { cause: error }));
    });
    void exited.then((code) => {
      if (!started.closing) onLost(new Error(`The PGlite thread stopped (exit code ${code})`));
    });
    return started;
  }

  /** Asks the thread to close PGlite (writing out the data dir) and waits for it to end; the socket dir goes too. */
  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private async stop(): Promise<void> {
    const closed = new Promise<void>((resolve, reject) => {
      this.worker.on('message', (message: PgliteWorkerReply) => {
        if (message.kind === 'closed') resolve();
        if (message.kind === 'failed') reject(new Error(`PGlite did not close cleanly: ${message.message}`));
      });
      void this.exited.then(() => resolve());
    });
    const request: PgliteWorkerRequest = { kind: 'close' };
    this.worker.postMessage(request);
    try {
      await closed;
    } finally {
      await this.worker.terminate();
      await rm(this.socketDir, { recursive: true, force: true });
    }
  }
}
