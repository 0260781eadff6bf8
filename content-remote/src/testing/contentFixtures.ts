import type { BlogPost, BlogPostSummary } from 'contracts/src/content/blog';
import type { FaqEntry } from 'contracts/src/content/faq';
import type { Review, Testimonial } from 'contracts/src/content/customerStories';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { ApiError } from 'shared-ui';

/** What the content API answers in the pages' tests and the rendering tests: the pages' own reads, by path. */
export const FAQ: FaqEntry[] = [
  { id: 7, question: 'What do I receive when I buy a plan?', answer: 'A complete set of construction drawings.' },
  { id: 8, question: 'Can you change a plan for me?', answer: 'Yes, with a free quote in 1-3 business days.' },
];

export const BLOG_SUMMARIES: BlogPostSummary[] = [
  {
    id: 6,
    title: 'Small Homes That Live Large',
    description: 'Design moves that make small plans work.',
    author: 'Design Review Team',
    image: '/api/user/images/blog/6.svg',
    createdAt: '2026-11-04T14:00:00.000Z',
  },
  {
    id: 5,
    title: 'Garage Apartments',
    description: null,
    author: 'Plan Specialists Team',
    image: '/api/user/images/blog/5.svg',
    createdAt: '2026-08-12T14:00:00.000Z',
  },
];

export const BLOG_POST: BlogPost = {
  ...(BLOG_SUMMARIES[0] as BlogPostSummary),
  sections: [
    { heading: null, paragraphs: ['A smaller home costs less to build.'] },
    { heading: 'Long sight lines', paragraphs: ['An open living area feels larger.'] },
  ],
};

/** A post without a summary: its description comes from its text. */
export const BLOG_POST_WITHOUT_SUMMARY: BlogPost = {
  ...(BLOG_SUMMARIES[1] as BlogPostSummary),
  sections: [{ heading: null, paragraphs: ['A garage apartment pays for itself.', 'It needs its own permit.'] }],
};

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, name: 'Karen M.', location: 'Boise, Idaho', project: 'Built a Modern Farmhouse', quote: 'Clear drawings.' },
];

export const REVIEWS: Review[] = [
  {
    id: 2,
    name: 'Jenna P.',
    location: 'Knoxville, Tennessee',
    rating: 5,
    title: 'Fast',
    body: 'Next morning.',
    reviewedOn: '2026-10-28',
  },
  {
    id: 1,
    name: 'Hannah G.',
    location: 'Des Moines, Iowa',
    rating: 4,
    title: 'Good set',
    body: 'All sheets there.',
    reviewedOn: '2026-07-19',
  },
];

const ANSWERS: Readonly<Record<string, unknown>> = {
  faq: FAQ,
  blogs: BLOG_SUMMARIES,
  'blogs/6': BLOG_POST,
  'blogs/5': BLOG_POST_WITHOUT_SUMMARY,
  testimonials: TESTIMONIALS,
  reviews: REVIEWS,
};

/**
 * A stand-in for apiClient.get: the answer stored for `path` in the API's envelope, or the API's 404 for a path it
 * does not know (an unknown blog post).
 */
export function contentApiGet(path: string): Promise<ApiEnvelope<unknown>> {
  if (!(path in ANSWERS)) return Promise.reject(new ApiError(404, 'Blog post not found.'));
  return Promise.resolve({ status: 200, message: 'OK', data: ANSWERS[path] });
}
