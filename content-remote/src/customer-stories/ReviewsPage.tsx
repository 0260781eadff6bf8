import type { Review } from 'contracts/src/content/customerStories';
import { MAX_RATING } from 'contracts/src/content/customerStories';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { ContentPage } from '../page-layout/ContentPage';
import { useRemoteData } from '../remote-data/useRemoteData';
import { fetchReviews } from './customerStoriesApi';
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
  const reviews = useRemoteData(fetchReviews, 'reviews');
  return (
    <ContentPage
      title="Reviews"
      intro={['What customers say about our plans, our service and our delivery, good and bad.']}
    >
      {reviews.status === 'loading' ? <LoadingState label="Loading reviews…" /> : null}
      {reviews.status === 'error' ? (
        <ErrorState message={`Failed to load reviews: ${reviews.message}`} onRetry={reviews.retry} />
      ) : null}
      {reviews.status === 'success' && reviews.data.length === 0 ? <EmptyState title="No reviews yet" /> : null}
      {reviews.status === 'success' && reviews.data.length > 0 ? <ReviewList reviews={reviews.data} /> : null}
    </ContentPage>
  );
}
