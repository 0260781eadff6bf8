import { sql, type Kysely } from 'kysely';

/**
 * The staff desk (docs/decisions/staff-desk.md):
 * - `users.role`: 'shopper' for every account the store makes, 'staff' only where the database (or, later, another
 *   staff member) says so. No shopper-facing call can set it. Values are ACCOUNT_ROLES of
 *   contracts/src/account/accountRoles.ts.
 * - `staff_audit_log`: what each staff member did to which record, and the record before and after. Kept whatever
 *   happens to the record or the account: rows can be added, never changed or removed (a trigger refuses it), and
 *   the staff member they name cannot be deleted while they exist.
 */
// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('shopper')
        .check(sql`role in ('shopper', 'staff')`),
    )
    .execute();

  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('staff_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    // 'order.mark_shipped', ...: STAFF_ACTIONS of contracts/src/staff/staffActions.ts.
    .addColumn('action', 'text', (col) => col.notNull())
    // Which record: ('order', 42) today; promo codes, plans and content pages later. No foreign key, so an entry
    // outlives whatever it names.
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index staff_audit_log_record_idx on staff_audit_log (record_type, record_id, created_at)`.execute(
    db,
  );

  await sql`
    create function refuse_staff_audit_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit_log is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger staff_audit_log_append_only
    before update or delete or truncate on staff_audit_log
    for each statement execute function refuse_staff_audit_log_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').execute();
  await sql`drop function refuse_staff_audit_log_change()`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
}
