import { Type } from '@sinclair/typebox';
import { BLOG_LIST_LIMIT } from './blog';

/** A blog post as listed (second spec §3: id, title, description, author, image, createdAt). */
export const blogPostSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The summary shown on the card; null shows 'No summary available'. */
  description: Type.Union([Type.String(), Type.Null()]),
  author: Type.String(),
  /** URL of the cover picture. */
  image: Type.String(),
  /** ISO 8601 date-time of publication. */
  createdAt: Type.String(),
});

export const blogSectionSchema = Type.Object({
  /** Null for the opening section. */
  heading: Type.Union([Type.String(), Type.Null()]),
  paragraphs: Type.Array(Type.String()),
});

/** GET /api/user/blogs/:id */
export const blogPostSchema = Type.Object({
  ...blogPostSummarySchema.properties,
  sections: Type.Array(blogSectionSchema),
});

/** GET /api/user/blogs: the newest posts, at most `limit` (the spec's list limit when absent). */
export const blogListQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BLOG_LIST_LIMIT })) },
  { additionalProperties: false },
);
