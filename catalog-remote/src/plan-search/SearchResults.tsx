import { useDeferredValue, useEffect, useMemo } from 'react';
import { Link, type To } from 'react-router-dom';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { EmptyState, LoadingState } from 'shared-ui';
import { Pagination } from '../pagination/Pagination';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { whyNothingMatches } from './emptyResults';
import { RESULTS_SHOWN_MARK, markTimeline } from './usePlanSearch';
import styles from './PlanSearchPage.module.css';

interface SearchResultsProps {
  page: PlanSearchPage;
  /** False while `page` is the previous answer, shown until the one for the new filters comes. */
  answered: boolean;
  /** What was searched for (the route's preset under the shopper's filters), to say why nothing matched. */
  filters: PlanFilters;
  /** The page asked for, from 0. */
  pageIndex: number;
  pageSize: number;
  /**
   * Draw the first answer in a transition. Not for an answer the page came with (the server's, handed over in the
   * page): the server draws a deferred value's initial value, and hydration must draw what the server drew.
   */
  deferFirst: boolean;
  /** Where page `index` (from 0) of these results is. */
  pageHref: (index: number) => To;
  onPageFollowed: () => void;
}

/** A page of plan cards and the page links, or 'No Data Found'. */
export function SearchResults({
  page,
  answered,
  filters,
  pageIndex,
  pageSize,
  deferFirst,
  pageHref,
  onPageFollowed,
}: SearchResultsProps) {
  const result = useMemo(() => ({ page, answered }), [page, answered]);
  // A transition: a page of cards renders in slices instead of one long task, what was there before staying meanwhile.
  const shown = useDeferredValue<typeof result | null>(result, deferFirst ? null : undefined);
  // Passive effects run once the answer is committed to the screen.
  useEffect(() => {
    if (shown?.answered) markTimeline(RESULTS_SHOWN_MARK);
  }, [shown]);

  if (shown === null) return <LoadingState label="Loading plans…" />;
  const pageCount = Math.ceil(shown.page.count / pageSize);
  if (shown.page.data.length === 0 && shown.page.count > 0) {
    // A link to a page the list no longer has (fewer plans now, or a hand-edited URL).
    const plans = shown.page.count === 1 ? '1 plan' : `${formatWholeNumber(shown.page.count)} plans`;
    return (
      <EmptyState
        title="No plans on this page"
        message={`Page ${formatWholeNumber(pageIndex + 1)} is past the end: this list has ${plans} on ${
          pageCount === 1 ? '1 page' : `${formatWholeNumber(pageCount)} pages`
        }.`}
        action={
          <Link to={pageHref(0)} className={styles.actionLink} onClick={onPageFollowed}>
            Go to page 1
          </Link>
        }
      />
    );
  }
  if (shown.page.data.length === 0) return <EmptyState title="No Data Found" message={whyNothingMatches(filters)} />;
  return (
    <>
      <PlanCardGrid plans={shown.page.data} />
      <Pagination page={pageIndex} pageCount={pageCount} hrefOf={pageHref} onFollow={onPageFollowed} />
    </>
  );
}
