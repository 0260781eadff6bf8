import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decodeFilters } from 'contracts/src/catalog/filterEncoding';
import { PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import { QueryStatus } from 'shared-ui';
import { FilterPanel } from '../filter-panel/FilterPanel';
import { ActiveFilterChips } from './ActiveFilterChips';
import { activeFiltersOf } from './activeFilters';
import { FilterDrawer } from './FilterDrawer';
import { KeywordSearchBox } from './KeywordSearchBox';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { useAnsweredOnArrival } from '../rendering/useAnsweredOnArrival';
import { SearchResults } from './SearchResults';
import { filtersFromSearch, listFilters, listPresetOf, searchFromFilters } from './searchUrl';
import { FILTER_CHANGE_MARK, markTimeline, usePlanSearch } from './usePlanSearch';
import styles from './PlanSearchPage.module.css';

// What the server's render asks of this page (the shell's server renderer calls it before rendering the page).
export { load } from './planSearchLoad';

/**
 * Filters handed over in navigation state (the spec's selectedFilters, from the home hero, the styles gallery or
 * another remote), checked by contracts' decoder like any query.
 */
function selectedFiltersOf(state: unknown): PlanFilters | null {
  if (typeof state !== 'object' || state === null || !('selectedFilters' in state)) return null;
  const selected = state.selectedFilters;
  if (typeof selected !== 'object' || selected === null) return null;
  const wire = Object.fromEntries(
    Object.entries(selected).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(',')}]` : String(value),
    ]),
  );
  const decoded = decodeFilters(wire);
  return decoded.ok ? decoded.filters : null;
}

/**
 * Every plan list: /propertyList, /home-search and the prefiltered routes. The shopper's filters, sort and page
 * live in the URL query (reload, back and shared links work); the route's preset is applied beneath them.
 */
export default function PlanSearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const preset = listPresetOf(location.pathname);
  // The router applies a navigation in a transition; the shopper's choice shows at once (a ticked box stays ticked)
  // and gives way to the URL as soon as it changes.
  const [pending, setPending] = useState<{ from: string; filters: PlanFilters } | null>(null);
  const own = pending !== null && pending.from === location.key ? pending.filters : filtersFromSearch(location.search);
  useEffect(() => setPending(null), [location.key]);
  const handedOver = selectedFiltersOf(location.state);

  // Filters arriving in navigation state (home hero, styles gallery) are moved into the URL once.
  const handedOverSearch = handedOver ? searchFromFilters({ ...handedOver, ...own }) : null;
  useEffect(() => {
    if (handedOverSearch !== null) void navigate({ search: handedOverSearch }, { replace: true, state: null });
  }, [handedOverSearch, navigate]);

  const filters = listFilters(location.pathname, handedOver ? { ...handedOver, ...own } : own);
  const search = usePlanSearch(filters);
  const answeredOnArrival = useAnsweredOnArrival(location.pathname, search.data !== undefined);

  const show = (next: PlanFilters) => {
    setPending({ from: location.key, filters: next });
    void navigate({ search: searchFromFilters(next) });
  };
  // Any filter change starts again from the first page.
  const changeFilters = (next: PlanFilters) => {
    markTimeline(FILTER_CHANGE_MARK);
    const { pagination: _page, ...rest } = next;
    show(rest);
  };

  // The answer, or the previous one while the next loads.
  const page = search.data ?? null;
  const results = useRef<HTMLElement>(null);
  // Past the keyword box and the panel's many controls, without changing the URL (its fragment means the box).
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    results.current?.focus();
    results.current?.scrollIntoView?.();
  };
  const panel = (
    <FilterPanel filters={own} facets={page?.facets ?? null} total={page?.count ?? null} onChange={changeFilters} />
  );

  return (
    <div className={styles.layout}>
      <h1 className={styles.listTitle}>{preset?.title ?? 'House Plans'}</h1>
      <KeywordSearchBox keyword={own.keyword} onSearch={(keyword) => changeFilters({ ...own, keyword })} />
      <a href="#plan-results" className={styles.skipLink} onClick={skipToResults}>
        Skip to results
      </a>
      <div className={styles.inlinePanel}>{panel}</div>
      {/* Busy while the plans of new filters load, not while the plans shown are read again: an answer the server
          handed over may look stale to the browser's clock and be read again at once, and hydration must draw what
          the server drew. */}
      <section
        ref={results}
        id="plan-results"
        tabIndex={-1}
        className={styles.results}
        aria-labelledby="plans-heading"
        aria-busy={search.isPending || search.isPlaceholderData}
      >
        <h2 id="plans-heading">Plans</h2>
        <SaveSearchButton path={location.pathname} filters={own} title={preset?.title ?? 'House Plans'} />
        <FilterDrawer activeCount={activeFiltersOf(own, null).length} total={page?.count ?? null}>
          {panel}
        </FilterDrawer>
        <ActiveFilterChips
          filters={own}
          facets={page?.facets ?? null}
          onChange={changeFilters}
          onClear={() => show({})}
        />
        <QueryStatus
          query={search}
          loading={{ label: 'Loading plans…' }}
          error={{ message: (error) => `Error: ${error.message}` }}
        >
          {(found) => (
            <SearchResults
              page={found}
              answered={!search.isPlaceholderData}
              filters={filters}
              pageIndex={filters.pagination ?? 0}
              pageSize={filters.limit ?? PAGE_SIZE}
              deferFirst={!answeredOnArrival}
              pageHref={(index) => {
                // The first page has one spelling: without a page number.
                const { pagination: _page, ...rest } = own;
                return {
                  pathname: location.pathname,
                  search: searchFromFilters(index === 0 ? rest : { ...rest, pagination: index }),
                };
              }}
              onPageFollowed={() => window.scrollTo?.({ top: 0 })}
            />
          )}
        </QueryStatus>
      </section>
    </div>
  );
}
