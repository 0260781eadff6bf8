import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config/apiConfig';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import type { Database } from './databaseSchema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Where the data lives, for the start-up log (never includes a password). */
  description: string;
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

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  if (dataDir !== null) lock = await acquireDataDirLock(dataDir);
  try {
    // pg_trgm indexes the keyword search; PostgreSQL servers ship it as a standard (trusted) extension.
    const pglite = new PGlite(dataDir ?? 'memory://', { extensions: { pg_trgm } });
    await pglite.waitReady;
    // The adapter speaks node-postgres, so Kysely's own PostgresDialect drives PGlite exactly as it drives a server.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
    return {
      db,
      description: dataDir === null ? 'PGlite in memory' : `PGlite in ${dataDir}`,
      close: async () => {
        await db.destroy();
        await pglite.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an 'error' event on the
  // pool, which throws without a listener and would take the API down. The pool has already let that connection
  // go; the next query opens another.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, description: describePostgres(url), close: () => db.destroy() };
}

/** Opens the configured database; a PGlite data dir is locked against a second process first. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir);
    case 'pglite-memory':
      return openPglite(null);
    case 'postgres':
      return openPostgres(target.url);
  }
}
