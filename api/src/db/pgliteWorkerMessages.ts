/** What the PGlite thread (pgliteWorker.ts) is started with, and what it and PgliteThread say to each other. */
export interface PgliteWorkerData {
  /** The data dir, or null for a database in memory. */
  dataDir: string | null;
  /** The Unix socket the thread serves the PostgreSQL wire protocol on. */
  socketPath: string;
}

export type PgliteWorkerRequest = { kind: 'close' };

export type PgliteWorkerReply = { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'closed' };
