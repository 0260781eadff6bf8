/** A blog post as listed (second spec §3: id, title, description, author, image, createdAt). */
export interface BlogPostSummary {
  id: number;
  title: string;
  /** The summary shown on the card; null shows 'No summary available'. */
  description: string | null;
  author: string;
  /** URL of the cover picture. */
  image: string;
  /** ISO 8601 date-time of publication. */
  createdAt: string;
}

export interface BlogSection {
  /** Null for the opening section. */
  heading: string | null;
  paragraphs: string[];
}

/** GET /api/user/blogs/:id */
export interface BlogPost extends BlogPostSummary {
  sections: BlogSection[];
}

/** The spec's list limit (second spec §9). */
export const BLOG_LIST_LIMIT = 100;
export const BLOG_NOT_FOUND = 'Blog post not found.';
