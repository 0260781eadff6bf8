import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../config/apiConfig';
import { migrateToLatest } from '../db/migrateToLatest';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase';
import { seedCatalog } from '../seed/seedCatalog';

/** A database engine the suites run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: string;
  /** Opens a fresh, empty database, dropped again by the handle's close(). */
  open(): Promise<DatabaseHandle>;
}

const pglite: TestDatabase = {
  name: 'PGlite',
  open: () => openDatabase({ kind: 'pglite-memory' }),
};

function postgres(serverUrl: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const name = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
      const handle = await openDatabase(target);
      return {
        ...handle,
        close: async () => {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          try {
            await cleanup.query(`drop database if exists ${name} with (force)`);
          } finally {
            await cleanup.end();
          }
        },
      };
    },
  };
}

const serverUrl = process.env.TEST_DATABASE_URL?.trim();

/**
 * PGlite alone, for a suite whose subject does not depend on the engine (a header, a limit, a log line): always
 * there, so no suite looks it up in TEST_DATABASES.
 */
export const PGLITE_TEST_DATABASE: TestDatabase = pglite;

/** For describe.each: every engine the suite must pass on. */
export const TEST_DATABASES: ReadonlyArray<readonly [string, TestDatabase]> = [
  [pglite.name, pglite],
  ...(serverUrl ? [[`PostgreSQL`, postgres(serverUrl)] as const] : []),
];

/** Plans in the catalogue the route suites seed: small enough to seed in a moment, large enough for every facet. */
export const TEST_PLAN_COUNT = 300;

/** A fresh database with the schema and nothing in it. */
export async function openMigratedDatabase(database: TestDatabase): Promise<DatabaseHandle> {
  const handle = await database.open();
  try {
    await migrateToLatest(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A fresh database with the schema and a small deterministic catalogue. */
export async function openSeededDatabase(database: TestDatabase, planCount = TEST_PLAN_COUNT): Promise<DatabaseHandle> {
  const handle = await openMigratedDatabase(database);
  try {
    await seedCatalog(handle.db, planCount);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
