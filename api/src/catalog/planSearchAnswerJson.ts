import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanSearchAnswer } from './cachedCatalog';

/**
 * The JSON of `ApiEnvelope<PlanSearchPage>` for a search answer, its facet counts written in as they come: the
 * one answer the API writes by hand, because it is the busiest and its facets were most of its cost.
 */
export function planSearchAnswerJson(answer: PlanSearchAnswer, data: readonly PlanSummary[], message = 'OK'): string {
  // The keys come from the contract types, so a renamed field fails to compile here.
  const envelope: Omit<ApiEnvelope<unknown>, 'data'> = { status: 200, message };
  const page: Omit<PlanSearchPage, 'facets'> = { data: [...data], count: answer.count, page: answer.page, limit: answer.limit };
  const head = JSON.stringify(envelope).slice(0, -1);
  const body = JSON.stringify(page).slice(0, -1);
  return `${head},"data":${body},"facets":${answer.facetsJson}}}`;
}
