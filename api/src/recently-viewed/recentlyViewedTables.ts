import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';

// Type aliases, not interfaces: `withTables` takes records, and only an alias has an implicit index signature.
/** The plans a signed-in shopper saw last (migration 0017), the newest RECENTLY_VIEWED_LIMIT kept. */
export type RecentlyViewedTable = {
  user_id: number;
  plan_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type RecentlyViewedTables = {
  recently_viewed: RecentlyViewedTable;
};

/** The store's database seen with this feature's table (Kysely's `withTables`). */
export function withRecentlyViewed(db: Kysely<Database>): Kysely<Database & RecentlyViewedTables> {
  return db.withTables<RecentlyViewedTables>();
}
