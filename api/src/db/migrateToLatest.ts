import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalog from './migrations/0001_catalog';

/**
 * Every migration, imported statically so that the esbuild bundle carries them (a folder scan would find nothing
 * next to dist/server.mjs). Names sort in the order they run; never rename or edit one that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_catalog': catalog,
};

const staticProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
