import { useDeferredValue, useEffect, useMemo } from 'react';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
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
  onPage: (index: number) => void;
}

/** A page of plan cards and the page buttons, or 'No Data Found'. */
export function SearchResults({ page, answered, pageIndex, pageSize, onPage }: SearchResultsProps) {
  const result = useMemo(() => ({ page, answered }), [page, answered]);
  // A transition: a page of cards renders in slices instead of one long task, what was there before staying meanwhile.
  const shown = useDeferredValue(result, null);
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
      <Pagination page={pageIndex} pageCount={Math.ceil(shown.page.count / pageSize)} onPage={onPage} />
    </>
  );
}
