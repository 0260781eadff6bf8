import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as catalogue from './migrations/0001_catalogue';
import * as accounts from './migrations/0002_accounts';
import * as favourites from './migrations/0003_favourites';
import * as orders from './migrations/0004_orders';
import * as content from './migrations/0005_content';
import * as catalogueRevision from './migrations/0006_catalogue_revision';
import * as addressOwnership from './migrations/0007_address_ownership';
import * as promoCodeRules from './migrations/0008_promo_code_rules';
import * as staff from './migrations/0009_staff';
import * as orderLines from './migrations/0010_order_lines';
import * as refunds from './migrations/0011_refunds';
import * as downloads from './migrations/0012_downloads';
import * as fulfilment from './migrations/0013_fulfilment';
import * as orderAddresses from './migrations/0014_order_addresses';
import * as storedFiles from './migrations/0015_stored_files';
import * as catalogueNotify from './migrations/0016_catalogue_notify';
import * as savedSearches from './migrations/0017_saved_searches';
import * as builderRewards from './migrations/0018_builder_rewards';

/**
 * Every migration, imported statically so that the esbuild bundle carries them (a folder scan would find nothing
 * next to dist/server.mjs). Names sort in the order they run; never rename or edit one that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_accounts': accounts,
  '0003_favourites': favourites,
  '0004_orders': orders,
  '0005_content': content,
  '0006_catalogue_revision': catalogueRevision,
  '0007_address_ownership': addressOwnership,
  '0008_promo_code_rules': promoCodeRules,
  '0009_staff': staff,
  '0010_order_lines': orderLines,
  '0011_refunds': refunds,
  '0012_downloads': downloads,
  '0013_fulfilment': fulfilment,
  '0014_order_addresses': orderAddresses,
  '0015_stored_files': storedFiles,
  '0016_catalogue_notify': catalogueNotify,
  '0017_saved_searches': savedSearches,
  '0018_builder_rewards': builderRewards,
};

const staticProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  await migrateWith(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` only: how a test builds the database an older store left. */
export async function migrateUpTo<T>(db: Kysely<T>, name: string): Promise<void> {
  if (!(name in MIGRATIONS)) throw new Error(`no migration ${name}`);
  await migrateWith(db, (migrator) => migrator.migrateTo(name));
}

async function migrateWith<T>(db: Kysely<T>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error : new Error('the migrator failed without an Error', { cause: error });
    // Development builds before the first release rewrote their migration; their data dirs cannot be upgraded.
    const hint = /previously executed migration/.test(cause.message)
      ? '. This database was made by an older development build: delete it (DATA_DIR) and start again; the catalogue is seeded anew.'
      : '';
    const which = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${which} failed: ${cause.message}${hint}`, { cause });
  }
}
