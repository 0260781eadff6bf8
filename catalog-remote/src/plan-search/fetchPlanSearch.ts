import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** GET properties: a page of plans with the total and the facet counts. */
export async function fetchPlanSearch(filters: PlanFilters, signal?: AbortSignal): Promise<PlanSearchPage> {
  const envelope = await apiClient.get<PlanSearchPage>('properties', { searchParams: encodeFilters(filters), signal });
  return envelope.data;
}
