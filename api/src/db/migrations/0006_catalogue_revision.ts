import { sql, type Kysely } from 'kysely';

/**
 * A revision number for the catalogue, bumped by the database itself whenever any statement changes `plans`, so
 * that API processes can ask "did plans change?" with a one-row read. (The first answer, a digest of every plan
 * row, held PGlite's one thread for 60-100 ms each minute.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revision')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into catalogue_revision (id, revision) values (1, 0)`.execute(db);
  await sql`
    create function bump_catalogue_revision() returns trigger language plpgsql as $$
    begin
      update catalogue_revision set revision = revision + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger plans_change_catalogue_revision
    after insert or update or delete or truncate on plans
    for each statement execute function bump_catalogue_revision()`.execute(db);
}
