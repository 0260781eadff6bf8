import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BlogPostSummary } from 'contracts/src/content/blog';
import { ErrorState, LoadingState, type PageLoader, QueryStatus } from 'shared-ui';
import { ActionRow } from '../page-layout/CopySections';
import { ContentPage } from '../page-layout/ContentPage';
import { ShareLinks } from '../share/ShareLinks';
import { blogPostQuery } from './blogApi';
import { BLOG_POST_NOT_FOUND_HEAD, blogPostHead } from './blogHead';
import { NO_SUMMARY, blogDetailsPath, blogFromNavigationState, formatPublished, parseBlogPostId } from './blogLinks';
import styles from './blog.module.css';

const BACK_TO_BLOGS = [{ label: 'Back to Blogs', to: '/blog' }];

function NotFound() {
  return (
    <ContentPage title="Blog post not found" intro={['This article does not exist or is no longer published.']}>
      <ActionRow links={BACK_TO_BLOGS} />
    </ContentPage>
  );
}

/** The heading, cover and byline: shown at once from the list's navigation state, else once the post loads. */
function PostHeader({ post }: { post: BlogPostSummary }) {
  return (
    <>
      <p className={styles.meta}>
        <span>{post.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.createdAt}>{formatPublished(post.createdAt)}</time>
      </p>
      <img src={post.image} alt="" width={800} height={450} className={styles.articleCover} />
      <p className={styles.lead}>{post.description ?? NO_SUMMARY}</p>
      <ShareLinks path={blogDetailsPath(post.id)} title={post.title} />
    </>
  );
}

function failedToLoad(error: Error): string {
  return `Failed to load this post: ${error.message}`;
}

function BlogArticle({ id, fromList }: { id: number; fromList: BlogPostSummary | null }) {
  const post = useQuery(blogPostQuery(id));
  // The API has no such post (null): whatever the list showed, it is gone.
  if (post.data === null) return <NotFound />;
  // With nothing from the list to show, a failure is the whole page: the error with Retry.
  if (post.status === 'error' && !fromList) {
    return (
      <ContentPage title="Blog">
        <ErrorState message={failedToLoad(post.error)} error={post.error} onRetry={() => void post.refetch()} />
      </ContentPage>
    );
  }
  const header = post.data ?? fromList;
  if (!header) return <LoadingState label="Loading the post…" />;
  return (
    <ContentPage title={header.title}>
      <div className={styles.article}>
        <PostHeader post={header} />
        <QueryStatus
          query={post}
          loading={{ label: 'Loading the post…', size: 'inline' }}
          error={{ message: failedToLoad, size: 'inline' }}
        >
          {(full) =>
            // Never null here: "no such post" was answered above.
            full?.sections.map((section, index) => (
              <section key={section.heading ?? `opening-${index}`} className={styles.articleSection}>
                {section.heading ? <h2>{section.heading}</h2> : null}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))
          }
        </QueryStatus>
        <ActionRow links={BACK_TO_BLOGS} />
      </div>
    </ContentPage>
  );
}

/**
 * The post named by ?id=, read before the page renders (its title and text are the page) and described as an
 * article; 404 when the address names no post or the API has none.
 */
export const load: PageLoader = async ({ queryClient, searchParams, origin }) => {
  const id = parseBlogPostId(searchParams.get('id'));
  if (id === null) return { status: 404, head: { ...BLOG_POST_NOT_FOUND_HEAD } };
  const post = await queryClient.fetchQuery(blogPostQuery(id));
  if (post === null) return { status: 404, head: { ...BLOG_POST_NOT_FOUND_HEAD } };
  return { head: blogPostHead(post, origin) };
};

/** /blogdetails?id=N: the post's own address, so reload and shared links work; the list's state shows it sooner. */
export default function BlogDetailsPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const id = parseBlogPostId(searchParams.get('id'));
  if (id === null) return <NotFound />;
  return <BlogArticle key={id} id={id} fromList={blogFromNavigationState(location.state, id)} />;
}
