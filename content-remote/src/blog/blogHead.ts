import type { BlogPost } from 'contracts/src/content/blog';
import type { PageHead } from 'shared-ui';
import { asDescription } from '../page-layout/pageHead';
import { blogDetailsPath } from './blogLinks';

/** The Blogs list's head. */
export const BLOG_LIST_HEAD: PageHead = {
  title: 'House Plan Blog',
  description:
    'Ideas and practical advice for choosing, changing and building a house plan, from our designers and plan specialists.',
};

/** The head of an address that names no post: the page says "Blog post not found", and search engines skip it. */
export const BLOG_POST_NOT_FOUND_HEAD: Partial<PageHead> = {
  title: 'Blog post not found',
  description: 'This article does not exist or is no longer published.',
  noindex: true,
};

/** What stands for a post in search results: its summary, else the opening of its text. */
function postDescription(post: BlogPost): string {
  const opening = post.sections.flatMap((section) => section.paragraphs).join(' ');
  return asDescription(post.description ?? (opening || post.title));
}

/**
 * A post's head: an article under its own title and summary, at its own address (/blogdetails serves every post,
 * so the query is part of the canonical URL), described to search engines as a schema.org BlogPosting.
 */
export function blogPostHead(post: BlogPost, origin: string): PageHead {
  const path = blogDetailsPath(post.id);
  const description = postDescription(post);
  return {
    title: post.title,
    description,
    canonicalPath: path,
    kind: 'article',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        datePublished: post.createdAt,
        author: { '@type': 'Organization', name: post.author },
        image: new URL(post.image, origin).toString(),
        url: new URL(path, origin).toString(),
      },
    ],
  };
}
