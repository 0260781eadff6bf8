import { sql, type Kysely } from 'kysely';
import { LAUNCH_BLOG_POSTS } from '../../content/launch-content/blogPosts';
import { LAUNCH_REVIEWS, LAUNCH_TESTIMONIALS } from '../../content/launch-content/customerStories';
import { LAUNCH_FAQ } from '../../content/launch-content/faqEntries';

type LaunchContentTables = {
  faq_entries: { position: number; question: string; answer: string };
  blog_posts: {
    title: string;
    summary: string | null;
    author: string;
    cover_theme: string;
    sections: string;
    published_at: string;
  };
  testimonials: { position: number; name: string; location: string; project: string; quote: string };
  reviews: { name: string; location: string; rating: number; title: string; body: string; reviewed_on: string };
};

/**
 * The content pages' tables (FAQ, blog, testimonials, reviews) with the store's launch content, and the tables
 * that keep what visitors send (contact messages, copyright notices, designer and affiliate applications).
 * Editorial changes after launch are new migrations (or an editor's tool), not edits of this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('cover_theme', 'text', (col) => col.notNull())
    .addColumn('sections', 'jsonb', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('reviewed_on', 'date', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Set once the store's inbox has it: a message whose mail failed stays stored and can be sent again.
    .addColumn('forwarded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('copyright_notices')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('copyright_holder', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('state_or_province', 'text', (col) => col.notNull())
    .addColumn('work_description', 'text', (col) => col.notNull())
    .addColumn('authorized_example_url', 'text', (col) => col.notNull())
    .addColumn('infringing_material_location', 'text', (col) => col.notNull())
    .addColumn('signature_date', 'date', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('forwarded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('designer_applications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('portfolio_url', 'text', (col) => col.notNull())
    .addColumn('profession', 'text', (col) => col.notNull())
    .addColumn('plan_count', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('forwarded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('affiliate_applications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('website_url', 'text', (col) => col.notNull())
    .addColumn('monthly_audience', 'text', (col) => col.notNull())
    .addColumn('promotion', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('forwarded_at', 'timestamptz')
    .execute();

  // The tables as this migration made them: later schema changes must not change what it inserts.
  const content = db.withTables<LaunchContentTables>();
  await content
    .insertInto('faq_entries')
    .values(LAUNCH_FAQ.map((entry, index) => ({ position: index + 1, ...entry })))
    .execute();
  await content
    .insertInto('blog_posts')
    .values(
      LAUNCH_BLOG_POSTS.map((post) => ({
        title: post.title,
        summary: post.summary,
        author: post.author,
        cover_theme: post.cover,
        sections: JSON.stringify(post.sections),
        published_at: post.publishedAt,
      })),
    )
    .execute();
  await content
    .insertInto('testimonials')
    .values(LAUNCH_TESTIMONIALS.map((story, index) => ({ position: index + 1, ...story })))
    .execute();
  await content
    .insertInto('reviews')
    .values(LAUNCH_REVIEWS.map(({ reviewedOn, ...review }) => ({ ...review, reviewed_on: reviewedOn })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'affiliate_applications',
    'designer_applications',
    'copyright_notices',
    'contact_messages',
    'reviews',
    'testimonials',
    'blog_posts',
    'faq_entries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
