import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';

/**
 * When each kind of listed content last changed, or null when there is none. Plans have no update time: the store
 * never edits a plan after adding it (a new catalogue is a new seed), so a plan's `created_at` is its last change.
 */
export interface NewestChanges {
  plans: Date | null;
  posts: Date | null;
  reviews: Date | null;
}

export async function newestChanges(db: Kysely<Database>): Promise<NewestChanges> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('plans')
        .select((plans) => plans.fn.max('created_at').as('newest'))
        .as('plans'),
      eb
        .selectFrom('blog_posts')
        .select((posts) => posts.fn.max('published_at').as('newest'))
        .as('posts'),
      // A date column: read as text, not as a Date at local midnight of wherever the API runs.
      eb
        .selectFrom('reviews')
        .select(sql<string | null>`to_char(max(reviewed_on), 'YYYY-MM-DD')`.as('newest'))
        .as('reviews'),
    ])
    .executeTakeFirstOrThrow();
  return {
    plans: row.plans === null ? null : new Date(row.plans),
    posts: row.posts === null ? null : new Date(row.posts),
    reviews: row.reviews === null ? null : new Date(`${row.reviews}T00:00:00Z`),
  };
}

export interface DatedRecord {
  id: number;
  changedAt: Date;
}

/** Every blog post (a few dozen), oldest id first. */
export async function blogPostDates(db: Kysely<Database>): Promise<DatedRecord[]> {
  const rows = await db.selectFrom('blog_posts').select(['id', 'published_at']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, changedAt: new Date(row.published_at) }));
}

export async function countPlans(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Plans `offset` to `offset + limit` in id order: one sitemap file's, two narrow columns through the primary key. */
export async function planDates(db: Kysely<Database>, offset: number, limit: number): Promise<DatedRecord[]> {
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'created_at'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ id: row.id, changedAt: new Date(row.created_at) }));
}

/**
 * The newest change in each run of `size` plans in id order (the plans' sitemap files), in one scan that returns
 * a row per file rather than a row per plan.
 */
export async function planChunkDates(db: Kysely<Database>, size: number): Promise<Date[]> {
  const numbered = db
    .selectFrom('plans')
    .select([sql<number>`((row_number() over (order by id) - 1) / ${size})::int`.as('chunk'), 'created_at']);
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select((eb) => ['chunk', eb.fn.max('created_at').as('newest')])
    .groupBy('chunk')
    .orderBy('chunk')
    .execute();
  return rows.map((row) => new Date(row.newest));
}
