import { queryOptions } from '@tanstack/react-query';
import { BLOG_LIST_LIMIT, type BlogPost, type BlogPostSummary } from 'contracts/src/content/blog';
import { apiClient, ApiError } from 'shared-ui';

async function fetchBlogPosts(signal: AbortSignal): Promise<BlogPostSummary[]> {
  return (await apiClient.get<BlogPostSummary[]>('blogs', { signal, searchParams: { limit: BLOG_LIST_LIMIT } })).data;
}

/**
 * The post, or null when the API has no such post (404). "Not found" is an answer, not a failure: it is cached
 * like one, so a server render that found nothing hands that to the browser, which shows the same "not found"
 * page (a failed query is not handed over, and the browser would show a spinner instead).
 */
async function fetchBlogPost(id: number, signal: AbortSignal): Promise<BlogPost | null> {
  try {
    return (await apiClient.get<BlogPost>(`blogs/${id}`, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The Blogs list: the newest posts, summaries only. */
export const blogPostsQuery = () =>
  queryOptions({ queryKey: ['blog', 'posts'], queryFn: ({ signal }) => fetchBlogPosts(signal) });

/** One post in full, with its sections; null when there is no such post. */
export const blogPostQuery = (id: number) =>
  queryOptions({ queryKey: ['blog', 'post', id], queryFn: ({ signal }) => fetchBlogPost(id, signal) });
