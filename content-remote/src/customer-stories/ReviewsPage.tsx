import { useQuery } from '@tanstack/react-query';
import type { Review } from 'contracts/src/content/customerStories';
import { MAX_RATING } from 'contracts/src/content/customerStories';
import { type PageLoader, QueryStatus } from 'shared-ui';
import { ContentPage } from '../page-layout/ContentPage';
import { reviewsQuery } from './customerStoriesApi';
import { StarRating } from './StarRating';
import styles from './customerStories.module.css';

const REVIEWED_ON = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function averageRating(reviews: readonly Review[]): number {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 10) / 10;
}

function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const average = averageRating(reviews);
  return (
    <>
      <p className={styles.summary}>
        <StarRating rating={Math.round(average)} />
        <span>
          {average.toFixed(1)} out of {MAX_RATING}, from {reviews.length} reviews
        </span>
      </p>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <article className={styles.story}>
              <StarRating rating={review.rating} />
              <h2 className={styles.reviewTitle}>{review.title}</h2>
              <p>{review.body}</p>
              <p className={styles.caption}>
                <span className={styles.name}>{review.name}</span>
                {review.location} ·{' '}
                <time dateTime={review.reviewedOn}>{REVIEWED_ON.format(new Date(review.reviewedOn))}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The reviews' meta description: their average when there are any, as the page's summary line says it. */
export function reviewsDescription(reviews: readonly Review[]): string {
  const about = 'what customers say about our house plans, our service and our delivery, good and bad.';
  if (reviews.length === 0) return `Read ${about}`;
  const count = reviews.length === 1 ? '1 review' : `${reviews.length} reviews`;
  return `Rated ${averageRating(reviews).toFixed(1)} out of ${MAX_RATING} from ${count}: read ${about}`;
}

export const load: PageLoader = async ({ queryClient }) => {
  const reviews = await queryClient.fetchQuery(reviewsQuery());
  return { head: { title: 'Customer Reviews', description: reviewsDescription(reviews) } };
};

export default function ReviewsPage() {
  const reviews = useQuery(reviewsQuery());
  return (
    <ContentPage
      title="Reviews"
      intro={['What customers say about our plans, our service and our delivery, good and bad.']}
    >
      <QueryStatus
        query={reviews}
        loading={{ label: 'Loading reviews…' }}
        error={{ message: (error) => `Failed to load reviews: ${error.message}` }}
        empty={{ title: 'No reviews yet', isEmpty: (list) => list.length === 0 }}
      >
        {(list) => <ReviewList reviews={list} />}
      </QueryStatus>
    </ContentPage>
  );
}
