import { sql, type Kysely } from 'kysely';

/**
 * `stored_files`: files the store keeps that are not made again from its own data, today the shoppers' profile
 * photos, so that every API instance behind a load balancer serves the same ones (docs/decisions/stateless-api.md).
 * Used with DATABASE_URL; the embedded store (PGlite) keeps them on its disk. A file is found by its folder (what
 * kind of file it is) and its server-made name, and never changes under that name: a new upload gets a new name.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('folder', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stored_files_pkey', ['folder', 'name'])
    .execute();
}
