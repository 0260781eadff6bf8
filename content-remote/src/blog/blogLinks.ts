import type { BlogPostSummary } from 'contracts/src/content/blog';

/** The post id of a /blogdetails?id= address: a positive whole number, or null for anything else. */
export function parseBlogPostId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A post's own address: reload and shared links find it again (the original passed it in navigation state only). */
export function blogDetailsPath(id: number): string {
  return `/blogdetails?id=${id}`;
}

/** The post handed over by the list in navigation state, so the details page can show it before its fetch ends. */
export interface BlogNavigationState {
  blog: BlogPostSummary;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function blogFromNavigationState(state: unknown, id: number): BlogPostSummary | null {
  if (!isRecord(state) || !isRecord(state.blog)) return null;
  const { id: blogId, title, author, image, createdAt, description } = state.blog;
  if (blogId !== id || typeof title !== 'string' || typeof author !== 'string') return null;
  if (typeof image !== 'string') return null;
  if (typeof createdAt !== 'string' || (typeof description !== 'string' && description !== null)) return null;
  return { id, title, author, image, createdAt, description };
}

const PUBLISHED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatPublished(iso: string): string {
  return PUBLISHED.format(new Date(iso));
}

export const NO_SUMMARY = 'No summary available';
