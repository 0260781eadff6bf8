import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import type { IndexedPlanRow, IndexedSearchResult } from './planIndex';

/** What the API's thread asks the plan search thread. */
export type PlanSearchRequest =
  { id: number; kind: 'index'; rows: readonly IndexedPlanRow[] } | { id: number; kind: 'search'; filters: PlanFilters };

/** What the plan search thread answers, by the request's id. */
export type PlanSearchReply =
  | { id: number; kind: 'indexed' }
  | { id: number; kind: 'found'; result: IndexedSearchResult }
  | { id: number; kind: 'failed'; message: string };
