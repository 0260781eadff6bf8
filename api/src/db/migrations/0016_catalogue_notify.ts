import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's revision (migration 0006) is announced as it changes: `pg_notify('catalogue_revision', <new
 * revision>)` from the same trigger, delivered to every listening connection when the change commits (and never
 * for a change rolled back). API instances on PostgreSQL listen on it and see a changed plan within a moment
 * instead of at their next minute's check (docs/decisions/stateless-api.md); the check stays, as a safety net.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bump_catalogue_revision() returns trigger language plpgsql as $$
    declare
      next_revision bigint;
    begin
      update catalogue_revision set revision = revision + 1 where id = 1 returning revision into next_revision;
      perform pg_notify('catalogue_revision', next_revision::text);
      return null;
    end
    $$`.execute(db);
}
