import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A plan list's filters kept under a name (migration 0017). */
// Type aliases, not interfaces: `withTables` takes records, and only an alias has an implicit index signature.
export type SavedSearchesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The list's canonical path (contracts' listPresets). */
  path: string;
  /** The shopper's own filters in contracts' wire encoding, a URL query without '?' (no page, no page size). */
  query: string;
  alerts: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  /** Plans added after this are the search's new matches. */
  last_opened_at: Timestamp;
  /** Plans added up to this moment were mailed about, or seen. */
  alerted_through: Timestamp;
  last_alert_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The HMAC key of the search's unsubscribe link. */
  unsubscribe_key: Buffer;
};

export type SavedSearchTables = {
  saved_searches: SavedSearchesTable;
};

/**
 * The store's database seen with this feature's table (Kysely's `withTables`): the feature declares its own table
 * beside its code, and the shared schema module stays untouched by it.
 */
export function withSavedSearches(db: Kysely<Database>): Kysely<Database & SavedSearchTables> {
  return db.withTables<SavedSearchTables>();
}
