/** What the PGlite thread (pgliteWorker.ts) is started with, and what it and PgliteThread say to each other. */
export interface PgliteWorkerData {
  /** The data dir, or null for a database in memory. */
  dataDir: string | null;
  /** The Unix socket the thread serves the PostgreSQL wire protocol on. */
  socketPath: string;
}

/**
 * Where the time of PGlite's one session went since it started (PgliteSessionServer.sessionTime): running statements,
 * or held idle by a transaction between two of its statements while the other connections wait.
 */
export interface SessionTime {
  executingSeconds: number;
  heldIdleSeconds: number;
}

export type PgliteWorkerRequest = { kind: 'close' } | { kind: 'session-time' };

export type PgliteWorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'closed' }
  | { kind: 'session-time'; time: SessionTime };
