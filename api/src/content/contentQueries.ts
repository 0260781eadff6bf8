import { sql, type Kysely } from 'kysely';
import type { BlogPost, BlogPostSummary, BlogSection } from 'contracts/src/content/blog';
import type { Review, Testimonial } from 'contracts/src/content/customerStories';
import type { FaqEntry } from 'contracts/src/content/faq';
import type { Database } from '../db/databaseSchema';
import { blogCoverUrl } from './blogCoverUrl';

export function listFaq(db: Kysely<Database>): Promise<FaqEntry[]> {
  return db.selectFrom('faq_entries').select(['id', 'question', 'answer']).orderBy('position').orderBy('id').execute();
}

interface BlogRow {
  id: number;
  title: string;
  summary: string | null;
  author: string;
  published_at: Date;
}

function toSummary(row: BlogRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.summary,
    author: row.author,
    image: blogCoverUrl(row.id),
    createdAt: new Date(row.published_at).toISOString(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** jsonb comes back parsed but untyped: keep only well-formed sections. */
function toSections(value: unknown): BlogSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): BlogSection[] => {
    if (!isRecord(item) || !Array.isArray(item.paragraphs)) return [];
    const heading = typeof item.heading === 'string' ? item.heading : null;
    const paragraphs = item.paragraphs.filter((paragraph): paragraph is string => typeof paragraph === 'string');
    return [{ heading, paragraphs }];
  });
}

const SUMMARY_COLUMNS = ['id', 'title', 'summary', 'author', 'published_at'] as const;

/** Newest first. */
export async function listBlogPosts(db: Kysely<Database>, limit: number): Promise<BlogPostSummary[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(SUMMARY_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

export async function findBlogPost(db: Kysely<Database>, id: number): Promise<BlogPost | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select([...SUMMARY_COLUMNS, 'sections'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...toSummary(row), sections: toSections(row.sections) } : null;
}

export function findBlogCover(db: Kysely<Database>, id: number) {
  return db.selectFrom('blog_posts').select(['title', 'cover_theme']).where('id', '=', id).executeTakeFirst();
}

export function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return db
    .selectFrom('testimonials')
    .select(['id', 'name', 'location', 'project', 'quote'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Newest first. */
export function listReviews(db: Kysely<Database>): Promise<Review[]> {
  return db
    .selectFrom('reviews')
    .select([
      'id',
      'name',
      'location',
      'rating',
      'title',
      'body',
      sql<string>`to_char(reviewed_on, 'YYYY-MM-DD')`.as('reviewedOn'),
    ])
    .orderBy('reviewed_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
