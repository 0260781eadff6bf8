import type { PlanSummary } from 'contracts/src/catalog/plan';
import fc from 'fast-check';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { FACET_KEYS, FACET_TABLES, type FacetKey, type PlanFacets } from 'contracts/src/catalog/facets';
import { LIST_FILTER_KEYS, SORT_OPTIONS, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { DatabaseHandle } from '../../db/openDatabase';
import { REFERENCE_PLANS, referenceSearch } from '../../testing/referenceCatalog';
import { TEST_DATABASES, TEST_PLAN_COUNT, openSeededDatabase } from '../../testing/testDatabases';
import { loadPlanIndex } from './livePlanIndex';
import type { IndexedSearchResult, PlanIndex } from './planIndex';
import { filtersWithout, searchPlansInSql, type SqlSearchResult } from './sqlPlanSearch';

const codesOf = (facet: FacetKey) => FACET_TABLES[facet].map((option) => option.code);
const someCodes = (facet: FacetKey) => fc.subarray(codesOf(facet), { minLength: 1, maxLength: 3 });
const oneCode = (facet: FacetKey) => fc.constantFrom(...codesOf(facet));

/** Random filter objects over every filter the search knows, up to six at a time as shoppers use them. */
const anyFilters: fc.Arbitrary<PlanFilters> = fc.record(
  {
    ...Object.fromEntries(LIST_FILTER_KEYS.map((key) => [key, someCodes(key)])),
    keyword: fc.constantFrom('a', 'garage', 'the', 'cottage', 'hp-1', 'x'),
    plan_style_id: fc.constantFrom(...ARCHITECTURAL_STYLES.map((style) => String(style.code))),
    bedrooms: oneCode('bedrooms'),
    bathrooms: oneCode('bathrooms'),
    floors: oneCode('floors'),
    min_sq_ft: fc.integer({ min: 0, max: 4000 }),
    max_sq_ft: fc.integer({ min: 500, max: 6000 }),
    min_footprint_width: fc.integer({ min: 10, max: 80 }),
    max_footprint_width: fc.integer({ min: 20, max: 120 }),
    min_footprint_depth: fc.integer({ min: 10, max: 80 }),
    max_footprint_depth: fc.integer({ min: 20, max: 120 }),
    min_footprint_height: fc.integer({ min: 10, max: 30 }),
    max_footprint_height: fc.integer({ min: 15, max: 45 }),
    sort_by: fc.constantFrom(...SORT_OPTIONS.map((option) => option.code)),
    pagination: fc.integer({ min: 0, max: 3 }),
    limit: fc.integer({ min: 1, max: 30 }),
  },
  { requiredKeys: [] },
);

const randomFilters = fc.tuple(anyFilters, fc.integer({ min: 0, max: 6 })).map(([filters, kept]) => {
  const few: PlanFilters = { ...filters };
  Object.keys(few)
    .slice(kept)
    .forEach((key) => Reflect.deleteProperty(few, key));
  return few;
});

/** An index answer as the SQL search gives it: objects, not JSON. */
function withFacets({ dataJson, facetsJson, count }: IndexedSearchResult): SqlSearchResult {
  const data: PlanSummary[] = JSON.parse(dataJson);
  const facets: PlanFacets = JSON.parse(facetsJson);
  return { data, count, facets };
}

describe.each(TEST_DATABASES)('the in-memory plan index on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let index: PlanIndex;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
    index = await loadPlanIndex(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('holds every plan', () => {
    expect(index.size).toBe(TEST_PLAN_COUNT);
    expect(index.search({}).count).toBe(TEST_PLAN_COUNT);
  });

  it('answers pages, totals and facet counts exactly as the SQL query does for random filter objects', async () => {
    await fc.assert(
      fc.asyncProperty(randomFilters, async (filters) => {
        const fromSql = await searchPlansInSql(handle.db, filters);
        expect(withFacets(index.search(filters))).toEqual(fromSql);
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });

  it('counts a facet option as the plans it would add given the other filters, its own choices aside', () => {
    const filters: PlanFilters = { plan_type: [1], bedrooms: 3, garage_type: [1] };
    const { facets, count } = withFacets(index.search(filters));
    // Ticking one more plan type widens the search: its count is what that type alone would match.
    for (const { code } of FACET_TABLES.plan_type) {
      expect(facets.plan_type[code]).toBe(
        referenceSearch({ ...filtersWithout(filters, 'plan_type'), plan_type: [code] }).length,
      );
    }
    expect(facets.plan_type[1]).toBe(count);
    expect(facets.bedrooms[3]).toBe(count);
    // A facet nobody filters on is counted within the current results.
    const withFoundation = referenceSearch({ ...filters, foundation: [1] }).length;
    expect(facets.foundation[1]).toBe(withFoundation);
    expect(count).toBe(referenceSearch(filters).length);
  });

  it('counts every option of every facet, 0 when nothing matches', () => {
    const { facets } = withFacets(index.search({ keyword: 'no plan is called this' }));
    for (const facet of FACET_KEYS) {
      expect(Object.keys(facets[facet]).map(Number)).toEqual(codesOf(facet));
    }
    expect(facets.plan_type[1]).toBe(0);
  });

  it('returns pages in the order of each sort, with every plan once', () => {
    for (const { code } of SORT_OPTIONS) {
      const seen = [0, 1, 2].flatMap((pagination) =>
        withFacets(index.search({ sort_by: code, pagination, limit: 100 })).data.map((plan) => Number(plan._id)),
      );
      expect(seen).toEqual(referenceSearch({ sort_by: code }));
    }
    expect(REFERENCE_PLANS).toHaveLength(TEST_PLAN_COUNT);
  });
});
