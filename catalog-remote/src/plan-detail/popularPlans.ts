import { type PlanFilters, TRENDING_SORT } from 'contracts/src/catalog/planFilters';
import { planSearchQuery } from '../plan-search/fetchPlanSearch';

/** How many popular plans a missing plan's page offers. */
export const POPULAR_PLANS = 6;

/** The most popular plans, offered instead of a plan that is not there (the server loads them with the 404). */
export const popularPlansQuery = () => {
  const filters: PlanFilters = { sort_by: TRENDING_SORT, limit: POPULAR_PLANS };
  return planSearchQuery(filters);
};
