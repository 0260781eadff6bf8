import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { useRecentlyViewed } from './useRecentlyViewed';
import styles from './RecentlyViewed.module.css';

export const RECENTLY_VIEWED_HEADING = 'Recently viewed';
export const NO_RECENT_PLANS = 'No plans viewed yet';

interface RecentlyViewedProps {
  /** The heading's id, for the section's name (each page has its own). */
  headingId: string;
  /** On the home page an empty list shows nothing; in My Account it says so. */
  whenEmpty: 'hide' | 'explain';
}

/** The last 12 plans the shopper (or this browser) looked at, newest first, as plan cards. */
export function RecentlyViewed({ headingId, whenEmpty }: RecentlyViewedProps) {
  const { ready, query, plans } = useRecentlyViewed();
  if (whenEmpty === 'hide' && (!ready || (plans !== undefined && plans.length === 0) || query.isError)) return null;

  let body;
  if (!ready || (plans === undefined && !query.isError)) {
    body = <LoadingState label="Loading recently viewed plans…" size="inline" />;
  } else if (plans === undefined) {
    body = (
      <ErrorState
        message="Recently viewed plans could not be loaded."
        size="inline"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (plans.length === 0) {
    body = <EmptyState title={NO_RECENT_PLANS} message="Plans you open are listed here." headingLevel={3} />;
  } else {
    body = <PlanCardGrid plans={plans} />;
  }

  return (
    <section aria-labelledby={headingId} className={styles.section} aria-busy={!ready || plans === undefined}>
      <h2 id={headingId}>{RECENTLY_VIEWED_HEADING}</h2>
      {body}
    </section>
  );
}
