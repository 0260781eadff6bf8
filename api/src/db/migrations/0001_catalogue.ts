import { sql, type Kysely } from 'kysely';

/** Facets a plan can have several of: searched with `&&` (has any of), so each gets a GIN index. */
const MULTI_VALUED_FACETS = [
  'bed_bath_options',
  'kitchen_dining',
  'laundry_locations',
  'additional_rooms',
  'outdoor_features',
  'foundations',
  'special_features',
  'exterior_walls',
  'collections',
  'lot_features',
] as const;

// Migrations see the database as it was when they were written, so they take an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram indexes serve the keyword search (a substring of the name or plan number) without a full scan.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('plan_styles')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('image', 'text')
    .execute();

  let plans = db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('plan_number', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('plan_type', 'integer', (col) => col.notNull())
    .addColumn('style_id', 'integer', (col) => col.notNull().references('plan_styles.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('initial_discount', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`initial_discount between 0 and 100`),
    )
    .addColumn('sq_ft', 'integer', (col) => col.notNull())
    .addColumn('units', 'integer', (col) => col.notNull())
    .addColumn('beds', 'integer', (col) => col.notNull())
    .addColumn('full_bathrooms', 'integer', (col) => col.notNull())
    .addColumn('half_bathrooms', 'integer', (col) => col.notNull())
    .addColumn('story', 'integer', (col) => col.notNull())
    .addColumn('cars', 'integer', (col) => col.notNull())
    .addColumn('no_of_vehicles', 'integer', (col) => col.notNull())
    .addColumn('total_heated_area', 'integer', (col) => col.notNull())
    .addColumn('first_floor', 'integer', (col) => col.notNull())
    .addColumn('second_floor', 'integer')
    .addColumn('porch_front', 'integer')
    .addColumn('porch_rear', 'integer')
    .addColumn('standard_foundation', 'integer', (col) => col.notNull())
    .addColumn('optional_foundation', 'integer')
    .addColumn('exterior_standard_type', 'integer', (col) => col.notNull())
    .addColumn('exterior_optional_type', 'integer')
    .addColumn('footprint_width', 'double precision', (col) => col.notNull())
    .addColumn('footprint_depth', 'double precision', (col) => col.notNull())
    .addColumn('footprint_height', 'double precision', (col) => col.notNull())
    .addColumn('garage_type', 'integer', (col) => col.notNull())
    .addColumn('garage_location', 'integer')
    .addColumn('garage_sq_ft', 'integer')
    .addColumn('ceiling_first_floor', 'integer', (col) => col.notNull())
    .addColumn('roof_primary_pitch', 'text', (col) => col.notNull())
    .addColumn('roof_secondary_pitch', 'text')
    .addColumn('roof_framing_type', 'text', (col) => col.notNull())
    .addColumn('main_images', sql`text[]`, (col) => col.notNull())
    .addColumn('floor_images', sql`text[]`, (col) => col.notNull());
  for (const facet of MULTI_VALUED_FACETS) {
    plans = plans.addColumn(facet, sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`));
  }
  await plans
    .addColumn('popularity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('recommended_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`lower(plan_number || ' ' || name)`)
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The detail page's long texts live apart, so that searches scan narrow rows.
  await db.schema
    .createTable('plan_texts')
    .addColumn('plan_id', 'integer', (col) => col.primaryKey().references('plans.id').onDelete('cascade'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('plan_details', sql`text[]`, (col) => col.notNull())
    .addColumn('included', sql`text[]`, (col) => col.notNull())
    .addColumn('not_included', sql`text[]`, (col) => col.notNull())
    .execute();

  // Plan numbers are looked up exactly but case-insensitively.
  await db.schema
    .createIndex('plans_plan_number_key')
    .on('plans')
    .unique()
    .expression(sql`lower(plan_number)`)
    .execute();
  await db.schema
    .createIndex('plans_search_text_trgm')
    .on('plans')
    .using('gin')
    .expression(sql`search_text gin_trgm_ops`)
    .execute();
  for (const facet of MULTI_VALUED_FACETS) {
    await db.schema.createIndex(`plans_${facet}_gin`).on('plans').using('gin').column(facet).execute();
  }
  // Single-valued facets and ranges: small btree indexes the planner can combine in bitmap scans.
  for (const column of ['style_id', 'plan_type', 'garage_type', 'no_of_vehicles', 'beds']) {
    await db.schema.createIndex(`plans_${column}_idx`).on('plans').column(column).execute();
  }
  // Each sort order with its id tie-break (the sq_ft one also serves the size range), so an unfiltered first page
  // reads ten index entries.
  const sortKeys: ReadonlyArray<readonly [string, string]> = [
    ['popularity', 'popularity desc'],
    ['created_at', 'created_at desc'],
    ['recommended', 'recommended_score desc'],
    ['price', 'price_cents'],
    ['sq_ft', 'sq_ft'],
  ];
  for (const [name, key] of sortKeys) {
    await db.schema.createIndex(`plans_${name}_order_idx`).on('plans').columns([key, 'id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_texts').execute();
  await db.schema.dropTable('plans').execute();
  await db.schema.dropTable('plan_styles').execute();
}
