import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('favorite_collections')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One shopper cannot have two collections of the same name (any case).
  await db.schema
    .createIndex('favorite_collections_user_name_key')
    .on('favorite_collections')
    .unique()
    .columns(['user_id'])
    .expression(sql`lower(name)`)
    .execute();

  await db.schema
    .createTable('favorite_collection_plans')
    .addColumn('collection_id', 'integer', (col) =>
      col.notNull().references('favorite_collections.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorite_collection_plans_pkey', ['collection_id', 'plan_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorite_collection_plans').execute();
  await db.schema.dropTable('favorite_collections').execute();
  await db.schema.dropTable('favorites').execute();
}
