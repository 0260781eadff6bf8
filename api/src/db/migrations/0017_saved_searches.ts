import { sql, type Kysely } from 'kysely';

/**
 * Saved searches (a plan list's filters kept under a name, with an optional daily alert mail) and the recently viewed
 * plans of signed-in shoppers (a visitor's list stays in the browser until sign-in merges it in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // The list's canonical path and its filters in contracts' wire encoding (a URL query without '?').
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('alerts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Plans added after this are "new" in My Account; opening the search moves it on.
    .addColumn('last_opened_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Plans added up to this moment have been mailed about (or were there when the shopper last looked).
    .addColumn('alerted_through', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // When the last alert mail went: at most one a day.
    .addColumn('last_alert_at', 'timestamptz')
    // The key the unsubscribe link's token is signed with (HMAC-SHA256): one per search, so a link works for that
    // search only and dies with it, and no store-wide secret has to be shared by the API instances.
    .addColumn('unsubscribe_key', 'bytea', (col) => col.notNull())
    .execute();
  // One shopper cannot have two searches of the same name (any case).
  await db.schema
    .createIndex('saved_searches_user_name_key')
    .on('saved_searches')
    .unique()
    .columns(['user_id'])
    .expression(sql`lower(name)`)
    .execute();
  // The alert job reads the searches with alerts on.
  await db.schema
    .createIndex('saved_searches_alerts_idx')
    .on('saved_searches')
    .column('last_alert_at')
    .where(sql.ref('alerts'), '=', true)
    .execute();

  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recently_viewed_pkey', ['user_id', 'plan_id'])
    .execute();
  await db.schema
    .createIndex('recently_viewed_user_time_idx')
    .on('recently_viewed')
    .columns(['user_id', 'viewed_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recently_viewed').execute();
  await db.schema.dropTable('saved_searches').execute();
}
