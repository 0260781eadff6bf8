import type { BlogPostSummary } from 'contracts/src/content/blog';
import { Link } from 'react-router-dom';
import { NO_SUMMARY, blogDetailsPath, formatPublished, type BlogNavigationState } from './blogLinks';
import styles from './blog.module.css';

/** A post on the Blogs list (screen 11): cover, author, date, title, summary and Read More. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const state: BlogNavigationState = { blog: post };
  return (
    <article className={styles.card}>
      <img src={post.image} alt="" width={800} height={450} loading="lazy" className={styles.cover} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span>{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.createdAt}>{formatPublished(post.createdAt)}</time>
        </p>
        <h2 className={styles.cardTitle}>{post.title}</h2>
        <p className={post.description === null ? styles.missing : undefined}>{post.description ?? NO_SUMMARY}</p>
        <Link to={blogDetailsPath(post.id)} state={state} className={styles.readMore}>
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
