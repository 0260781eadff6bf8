import { MAX_RATING } from 'contracts/src/content/customerStories';
import styles from './customerStories.module.css';

/** Stars drawn for the eye, the rating said in words for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const label = `Rated ${rating} out of ${MAX_RATING}`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
