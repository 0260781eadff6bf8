import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config/apiConfig';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import type { Database } from './databaseSchema';
import { namedStatementPool } from './namedStatementPool';
import { markOneSession } from './oneSessionDatabases';
import { PgliteThread } from './PgliteThread';
import type { SessionTime } from './pgliteWorkerMessages';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The pool under `db`, for what speaks node-postgres itself (the job queue). */
  pool: pg.Pool;
  /** Where the data lives, for the start-up log (never includes a password). */
  description: string;
  /** PGlite on its own thread: where its one session's time goes (for /metrics); null for any other database. */
  sessionTime: (() => Promise<SessionTime>) | null;
  close(): Promise<void>;
}

function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export interface OpenDatabaseOptions {
  /**
   * The built PGlite thread (dist/pgliteWorker.mjs): PGlite then runs there, off the API's event loop, reached over
   * a Unix socket. Without it PGlite runs on this thread (the test suites, which cannot load a TypeScript worker).
   */
  pgliteWorkerFile?: URL;
  /** Called if the PGlite thread ends while the database is open: nothing can be read or written after that. */
  onPgliteLost?: (error: Error) => void;
}

/** Errors of idle connections are the pool's 'error' events, which throw without a listener (see openPostgres). */
function quietPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  // A connection a transaction holds is not idle: the server ending it (a restart) is an 'error' event on the
  // client, which the pool does not listen to then. The statement under way still fails, and the pool discards
  // the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** PGlite and the pool that reaches it, in this process or on its own thread. */
type PgliteEngine = Pick<DatabaseHandle, 'pool' | 'sessionTime' | 'close'>;

async function openPgliteInProcess(dataDir: string | null): Promise<PgliteEngine> {
  // pg_trgm indexes the keyword search; PostgreSQL servers ship it as a standard (trusted) extension.
  const pglite = new PGlite(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  await pglite.waitReady;
  // The adapter speaks node-postgres, so Kysely's own PostgresDialect drives PGlite exactly as it drives a server.
  const pool = new pg.Pool(createPgConfig(pglite));
  return { pool, sessionTime: null, close: () => pglite.close() };
}

/** Connections the API keeps to the PGlite thread: enough to keep PGlite busy while requests wait here. */
const PGLITE_CONNECTIONS = 8;

async function openPgliteThread(
  dataDir: string | null,
  workerFile: URL,
  onLost: (error: Error) => void,
): Promise<PgliteEngine> {
  const thread = await PgliteThread.start(workerFile, dataDir, onLost);
  // Several connections: the thread queues their statements and gives PGlite to one transaction at a time, so it
  // goes on to the next statement without waiting for this thread (docs/decisions/pglite-off-main-thread.md).
  const pool = quietPool({
    host: thread.socketDir,
    port: thread.port,
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_CONNECTIONS,
  });
  return { pool, sessionTime: () => thread.sessionTime(), close: () => thread.close() };
}

async function openPglite(dataDir: string | null, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  if (dataDir !== null) lock = await acquireDataDirLock(dataDir);
  try {
    const engine = options.pgliteWorkerFile
      ? await openPgliteThread(dataDir, options.pgliteWorkerFile, options.onPgliteLost ?? (() => undefined))
      : await openPgliteInProcess(dataDir);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: engine.pool }) });
    markOneSession(db);
    const where = dataDir === null ? 'PGlite in memory' : `PGlite in ${dataDir}`;
    return {
      db,
      pool: engine.pool,
      description: options.pgliteWorkerFile ? `${where}, on its own thread` : where,
      sessionTime: engine.sessionTime,
      close: async () => {
        try {
          await db.destroy();
          await engine.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

function openPostgres(url: string): DatabaseHandle {
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an 'error' event on the
  // pool, which throws without a listener and would take the API down. The pool has already let that connection
  // go; the next query opens another.
  const pool = quietPool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) });
  return { db, pool, description: describePostgres(url), sessionTime: null, close: () => db.destroy() };
}

/** Opens the configured database; a PGlite data dir is locked against a second process first. */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir, options);
    case 'pglite-memory':
      return openPglite(null, options);
    case 'postgres':
      return openPostgres(target.url);
  }
}
