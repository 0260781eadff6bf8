import { useQuery } from '@tanstack/react-query';
import { type PageLoader, QueryStatus } from 'shared-ui';
import { ContentPage } from '../page-layout/ContentPage';
import { blogPostsQuery } from './blogApi';
import { BlogCard } from './BlogCard';
import { BLOG_LIST_HEAD } from './blogHead';
import styles from './blog.module.css';

export const load: PageLoader = async ({ queryClient }) => {
  await queryClient.fetchQuery(blogPostsQuery());
  return { head: { ...BLOG_LIST_HEAD } };
};

export default function BlogListPage() {
  const posts = useQuery(blogPostsQuery());
  return (
    <ContentPage
      title="Blogs"
      intro={[
        'Ideas and practical advice for choosing, changing and building a house plan, from our designers and plan specialists.',
      ]}
    >
      <QueryStatus
        query={posts}
        loading={{ label: 'Loading blogs...' }}
        error={{ message: 'Failed to load the blog posts. Please try again.' }}
        empty={{
          title: 'No posts yet',
          message: 'New articles are on their way: come back soon.',
          isEmpty: (list) => list.length === 0,
        }}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </ContentPage>
  );
}
