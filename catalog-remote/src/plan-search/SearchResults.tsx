import { useDeferredValue, useEffect, useMemo } from 'react';
import type { To } from 'react-router-dom';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { EmptyState, LoadingState } from 'shared-ui';
import { Pagination } from '../pagination/Pagination';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { RESULTS_SHOWN_MARK, markTimeline } from './usePlanSearch';

interface SearchResultsProps {
  page: PlanSearchPage;
  /** False while `page` is the previous answer, shown until the one for the new filters comes. */
  answered: boolean;
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
  if (shown.page.data.length === 0)
    return <EmptyState title="No Data Found" message="No plan matches these filters." />;
  return (
    <>
      <PlanCardGrid plans={shown.page.data} />
      <Pagination
        page={pageIndex}
        pageCount={Math.ceil(shown.page.count / pageSize)}
        hrefOf={pageHref}
        onFollow={onPageFollowed}
      />
    </>
  );
}
