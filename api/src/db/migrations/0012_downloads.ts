import { sql, type Kysely } from 'kysely';

/**
 * Digital delivery (docs/decisions/delivery.md):
 * - `order_documents`: the file one order line delivers, per kind (plan_set_pdf, cad_zip, cost_report_pdf,
 *   materials_pdf). Made on the first download and kept, so every later download (and every instance behind a load
 *   balancer) sends the same bytes with the same licence. One per line and kind: concurrent first downloads insert
 *   with ON CONFLICT DO NOTHING and all send the row that won.
 * - `download_links`: a mailed link that works without signing in. Only the SHA-256 of its token is stored. It
 *   serves one order's files and nothing else (the table has no other use), until `expires_at` (7 days) or
 *   `revoked_at`.
 * - `downloads`: each file sent, by whom (the signed-in owner, or a link) and to which client address. Any row means
 *   the order's delivery has started (the shopper's cancel is then refused).
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql`('plan_set_pdf', 'cad_zip', 'cost_report_pdf', 'materials_pdf')`;

  await db.schema
    .createTable('order_documents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_line_id', 'integer', (col) => col.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ${kinds}`))
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('order_documents_one_per_line_and_kind', ['order_line_id', 'kind'])
    .execute();

  await db.schema
    .createTable('download_links')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('download_links_expire_after_creation', sql`expires_at > created_at`)
    .execute();
  // The links of an order, newest first: the per-order allowance counts them, a fresh link revokes the others.
  await sql`create index download_links_order_idx on download_links (order_id, created_at)`.execute(db);

  await db.schema
    .createTable('downloads')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (col) => col.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ${kinds}`))
    // Who downloaded: the signed-in owner, or whoever held a mailed link. Exactly one of the two.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('download_link_id', 'integer', (col) => col.references('download_links.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('downloaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('downloads_by_user_or_link', sql`(user_id is null) <> (download_link_id is null)`)
    .execute();
  await sql`create index downloads_order_idx on downloads (order_id, downloaded_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('downloads').execute();
  await db.schema.dropTable('download_links').execute();
  await db.schema.dropTable('order_documents').execute();
}
