import { queryOptions } from '@tanstack/react-query';
import { BLOG_LIST_LIMIT, type BlogPost, type BlogPostSummary } from 'contracts/src/content/blog';
import { apiClient } from 'shared-ui/src/http/apiClient';

async function fetchBlogPosts(signal: AbortSignal): Promise<BlogPostSummary[]> {
  return (await apiClient.get<BlogPostSummary[]>('blogs', { signal, searchParams: { limit: BLOG_LIST_LIMIT } })).data;
}

async function fetchBlogPost(id: number, signal: AbortSignal): Promise<BlogPost> {
  return (await apiClient.get<BlogPost>(`blogs/${id}`, { signal })).data;
}

/** The Blogs list: the newest posts, summaries only. */
export const blogPostsQuery = () =>
  queryOptions({ queryKey: ['blog', 'posts'], queryFn: ({ signal }) => fetchBlogPosts(signal) });

/** One post in full, with its sections. */
export const blogPostQuery = (id: number) =>
  queryOptions({ queryKey: ['blog', 'post', id], queryFn: ({ signal }) => fetchBlogPost(id, signal) });
