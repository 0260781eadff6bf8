import { BLOG_LIST_LIMIT, type BlogPost, type BlogPostSummary } from 'contracts/src/content/blog';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchBlogPosts(signal: AbortSignal): Promise<BlogPostSummary[]> {
  return (await apiClient.get<BlogPostSummary[]>('blogs', { signal, searchParams: { limit: BLOG_LIST_LIMIT } })).data;
}

export async function fetchBlogPost(id: number, signal: AbortSignal): Promise<BlogPost> {
  return (await apiClient.get<BlogPost>(`blogs/${id}`, { signal })).data;
}
