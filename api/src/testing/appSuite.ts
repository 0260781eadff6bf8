import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import type { DatabaseHandle } from '../db/openDatabase';
import { buildTestApp } from './testApp';
import { openMigratedDatabase, openSeededDatabase, type TestDatabase } from './testDatabases';

export interface AppSuiteOptions {
  /** Plans to seed in the catalogue; none by default (suites that never read the catalogue). */
  plans?: number;
  /** Runs on the migrated database before the app is built, e.g. to seed the demo shopper. */
  prepare?: (db: Kysely<Database>) => Promise<unknown>;
  /** The app under test: the whole store by default, or the suite's own assembly or options. */
  buildApp?: (db: Kysely<Database>) => Promise<FastifyInstance>;
}

/**
 * A route suite's fresh database and app: call it inside describe(); it opens both before the suite's tests and
 * closes them after. `db` and `app` are read once the tests run.
 */
export function appSuite(
  database: TestDatabase,
  { plans = 0, prepare, buildApp = buildTestApp }: AppSuiteOptions = {},
) {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    handle = plans > 0 ? await openSeededDatabase(database, plans) : await openMigratedDatabase(database);
    await prepare?.(handle.db);
    app = await buildApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const opened = () => {
    if (!handle || !app) throw new Error('The suite is used before its beforeAll opened it.');
    return { db: handle.db, app };
  };

  return {
    get db() {
      return opened().db;
    },
    get app() {
      return opened().app;
    },
  };
}
