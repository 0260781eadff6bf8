import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { PlanSearchAnswer } from './cachedCatalog';

/**
 * The JSON of `ApiEnvelope<PlanSearchPage>` for a search answer, its plans and facet counts written in as they
 * come: the one answer the API writes by hand, because it is the busiest and serialising it was most of its cost.
 * The route still declares its response schema; planSearchAnswerJson.test.ts holds this text to it, byte for byte.
 */
export function planSearchAnswerJson(
  { dataJson, count, page, limit, facetsJson }: PlanSearchAnswer,
  message = 'OK',
): string {
  // Typed by the contract, so a renamed field fails to compile here.
  const envelope: Omit<ApiEnvelope<unknown>, 'data'> = { status: 200, message };
  const paging: Omit<PlanSearchPage, 'data' | 'facets'> = { count, page, limit };
  return `${JSON.stringify(envelope).slice(0, -1)},"data":{"data":${dataJson},${JSON.stringify(paging).slice(1, -1)},"facets":${facetsJson}}}`;
}
