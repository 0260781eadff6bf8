import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { ContentPage } from '../page-layout/ContentPage';
import { useRemoteData } from '../remote-data/useRemoteData';
import { fetchBlogPosts } from './blogApi';
import { BlogCard } from './BlogCard';
import styles from './blog.module.css';

export default function BlogListPage() {
  const posts = useRemoteData(fetchBlogPosts, 'blogs');
  return (
    <ContentPage
      title="Blogs"
      intro={[
        'Ideas and practical advice for choosing, changing and building a house plan, from our designers and plan specialists.',
      ]}
    >
      {posts.status === 'loading' ? <LoadingState label="Loading blogs..." /> : null}
      {posts.status === 'error' ? (
        <ErrorState message="Failed to load the blog posts. Please try again." onRetry={posts.retry} />
      ) : null}
      {posts.status === 'success' && posts.data.length === 0 ? (
        <EmptyState title="No posts yet" message="New articles are on their way: come back soon." />
      ) : null}
      {posts.status === 'success' && posts.data.length > 0 ? (
        <ul className={styles.list}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
    </ContentPage>
  );
}
