import type { Static } from '@sinclair/typebox';
import type { blogPostSchema, blogPostSummarySchema, blogSectionSchema } from './blogSchemas';

/** A blog post as listed (second spec §3: id, title, description, author, image, createdAt). */
export type BlogPostSummary = Static<typeof blogPostSummarySchema>;

export type BlogSection = Static<typeof blogSectionSchema>;

/** GET /api/user/blogs/:id */
export type BlogPost = Static<typeof blogPostSchema>;

/** The spec's list limit (second spec §9). */
export const BLOG_LIST_LIMIT = 100;
export const BLOG_NOT_FOUND = 'Blog post not found.';
