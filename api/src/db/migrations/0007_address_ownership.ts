import { sql, type Kysely } from 'kysely';

/**
 * An address belongs to whoever proves they receive its mail (ARCHITECTURE.md "Auth"):
 * - `users.email_confirmed_at`: set once the address is proven (a code or link sent to it, or a provider that
 *   verified it). A password sign-up stays unconfirmed until then, and a proven owner who signs in by e-mail code
 *   takes an unconfirmed account's address over (accounts/addressOwnership.ts).
 * - Two more code purposes: confirming a password sign-up's address, and moving an account to a new address.
 * - `sign_in_failures`: wrong passwords per address, counted across client addresses and API instances, so a slow
 *   guess spread over many machines is stopped too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'timestamptz').execute();
  // Accounts made by e-mail code or social sign-in proved their address when they were made; password sign-ups
  // from before this migration never did.
  await sql`update users set email_confirmed_at = created_at where password_hash is null`.execute(db);

  await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
  await sql`
    alter table one_time_codes add constraint one_time_codes_purpose_check
    check (purpose in ('sign_in', 'sign_up', 'reset_password', 'confirm_email', 'change_email'))`.execute(db);

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    // lower(trimmed address), whether or not an account has it: the answer must not depend on that.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_failures_email_idx')
    .on('sign_in_failures')
    .columns(['email', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
  await sql`delete from one_time_codes where purpose in ('confirm_email', 'change_email')`.execute(db);
  await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
  await sql`
    alter table one_time_codes add constraint one_time_codes_purpose_check
    check (purpose in ('sign_in', 'sign_up', 'reset_password'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
