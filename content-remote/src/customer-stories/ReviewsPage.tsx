import { useQuery } from '@tanstack/react-query';
import type { Review } from 'contracts/src/content/customerStories';
import { MAX_RATING } from 'contracts/src/content/customerStories';
import { QueryStatus } from 'shared-ui/src/data/QueryStatus';
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
