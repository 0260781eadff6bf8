import { countMatches } from 'contracts/src/catalog/codeTables';
import { FACET_KEYS, FACET_TABLES, type FacetKey, type PlanFacets } from 'contracts/src/catalog/facets';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { DEFAULT_SORT, PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { PlanRow } from '../../db/databaseSchema';
import { SUMMARY_COLUMNS, toPlanSummary } from '../planMapping';
import { COUNTS, MULTI_VALUED, RANGES, SINGLE_VALUED, SORTS, type SortColumn } from '../planSearchQuery';
import { ExpiringLruCache } from '../../cache/expiringLruCache';
import { Bitset } from './Bitset';
import { facetsOf } from './facetsOf';

/** The columns the index holds: a card's, every facet's and every sort key. */
export const INDEXED_COLUMNS = [
  ...SUMMARY_COLUMNS,
  ...SINGLE_VALUED.map(([, column]) => column),
  ...MULTI_VALUED.map(([, column]) => column),
  ...RANGES.map(([, column]) => column),
  ...COUNTS.map(([, column]) => column),
  'search_text',
  'popularity',
  'recommended_score',
  'created_at',
] as const;

export type IndexedPlanRow = Pick<PlanRow, (typeof INDEXED_COLUMNS)[number]>;

/** What a search finds: the page's plans (favourites not yet marked), the total and the facet counts. */
export interface IndexedSearchResult {
  data: PlanSummary[];
  count: number;
  facets: PlanFacets;
}

type FacetValues = ReadonlyMap<number, Bitset>;

/** A filter dimension: a set of plans that pass it, or null when the filters do not use it. */
interface Dimension {
  facet: FacetKey | null;
  matching(filters: PlanFilters): Bitset | null;
}

/**
 * The whole catalogue in memory as bitsets, one per facet option, so that a search is a few dozen word-wise ANDs
 * and its facet counts are popcounts, instead of one SQL query per facet. Built from the database (the source of
 * truth) and replaced as a whole when plans change. It answers exactly what `whereFiltersMatch` + `orderBySort`
 * answer in SQL; a property test holds the two together.
 */
export class PlanIndex {
  readonly size: number;
  private readonly summaries: PlanSummary[];
  private readonly searchTexts: string[];
  private readonly facetValues: ReadonlyMap<FacetKey, FacetValues>;
  private readonly planCodes: ReadonlyMap<FacetKey, PlanCodes>;
  private readonly unfilteredFacets: PlanFacets;
  private readonly sortOrders: ReadonlyMap<number, Int32Array>;
  private readonly dimensions: readonly Dimension[];
  private readonly all: Bitset;
  /** Recent searches' matches and facets; the index is replaced as a whole when plans change, and this with it. */
  private readonly matches = new ExpiringLruCache<string, { total: Bitset; count: number; facets: PlanFacets }>(
    500,
    Number.POSITIVE_INFINITY,
  );

  constructor(rows: readonly IndexedPlanRow[]) {
    this.size = rows.length;
    this.summaries = rows.map(toPlanSummary);
    this.searchTexts = rows.map((row) => row.search_text);
    this.all = Bitset.full(rows.length);
    this.facetValues = buildFacetValues(rows);
    this.planCodes = new Map(FACET_KEYS.map((facet) => [facet, planCodesOf(this.facetValues.get(facet), rows.length)]));
    this.unfilteredFacets = this.countFacets(() => this.all);
    this.sortOrders = buildSortOrders(rows);
    this.dimensions = [
      this.keywordDimension(),
      ...[...new Set(RANGES.map(([, column]) => column))].map((column) => rangeDimension(rows, column)),
      ...FACET_KEYS.map((facet) => this.facetDimension(facet)),
    ];
  }

  search(filters: PlanFilters): IndexedSearchResult {
    // Paging or re-sorting a search keeps its matches and facets: only the page is worked out again.
    const { sort_by: _sort, pagination: _page, limit: _limit, ...matching } = filters;
    const key = JSON.stringify(encodeFilters(matching));
    let found = this.matches.get(key);
    if (!found) {
      found = this.match(matching);
      this.matches.set(key, found);
    }
    return { data: this.page(found.total, filters), count: found.count, facets: found.facets };
  }

  private match(filters: PlanFilters): { total: Bitset; count: number; facets: PlanFacets } {
    const masks = this.dimensions.map((dimension) => dimension.matching(filters));
    const active = masks.flatMap((mask) => (mask === null ? [] : [mask]));
    const total = active.length === 0 ? this.all : intersectAll(this.all, active);
    const facets =
      active.length === 0
        ? this.unfilteredFacets
        : this.countFacets((facet) => {
            const own = this.dimensions.findIndex((dimension) => dimension.facet === facet);
            if (masks[own] === null) return total;
            // A facet's counts ignore its own filter: what would match if this option were chosen (too).
            return intersectAll(this.all, masks.flatMap((mask, index) => (mask === null || index === own ? [] : [mask])));
          });
    return { total, count: total === this.all ? this.size : total.count(), facets };
  }

  private page(matching: Bitset, filters: PlanFilters): PlanSummary[] {
    const limit = filters.limit ?? PAGE_SIZE;
    const order = this.sortOrders.get(filters.sort_by ?? DEFAULT_SORT) ?? this.sortOrders.get(DEFAULT_SORT);
    const page: PlanSummary[] = [];
    if (!order) return page;
    let skip = (filters.pagination ?? 0) * limit;
    for (const position of order) {
      if (!matching.has(position)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      const summary = this.summaries[position];
      if (summary) page.push({ ...summary });
      if (page.length === limit) break;
    }
    return page;
  }

  /**
   * Each facet counted over its base set the cheaper way: a popcount of base AND option per option (cost: words x
   * options), or a walk over the base's plans adding up their codes (cost: plans x codes per plan). Narrow searches
   * walk, broad ones popcount.
   */
  private countFacets(baseFor: (facet: FacetKey) => Bitset): PlanFacets {
    const positionsOf = new Map<Bitset, Int32Array>();
    const sizeOf = new Map<Bitset, number>();
    return facetsOf((facet) => {
      const base = baseFor(facet);
      const values = this.facetValues.get(facet) ?? new Map<number, Bitset>();
      const codes = this.planCodes.get(facet);
      const counts: Record<number, number> = {};
      if (base === this.all) {
        for (const [code, plans] of values) counts[code] = plans.count();
        return counts;
      }
      let size = sizeOf.get(base);
      if (size === undefined) sizeOf.set(base, (size = base.count()));
      if (!codes || size * codes.averageCodes >= base.words.length * values.size) {
        for (const [code, plans] of values) counts[code] = base.countIntersection(plans);
        return counts;
      }
      let positions = positionsOf.get(base);
      if (!positions) positionsOf.set(base, (positions = base.positions()));
      // A typed tally indexed by code: far cheaper than incrementing an object's integer keys.
      const tally = new Int32Array(codes.maxCode + 1);
      const { offsets, codes: packed } = codes;
      for (let p = 0; p < positions.length; p++) {
        const position = positions[p] ?? 0;
        for (let i = offsets[position] ?? 0, end = offsets[position + 1] ?? 0; i < end; i++) {
          const code = packed[i] ?? 0;
          tally[code] = (tally[code] ?? 0) + 1;
        }
      }
      for (const code of values.keys()) counts[code] = tally[code] ?? 0;
      return counts;
    });
  }

  private facetDimension(facet: FacetKey): Dimension {
    const values = this.facetValues.get(facet) ?? new Map<number, Bitset>();
    const union = (codes: readonly number[]): Bitset => {
      const set = new Bitset(this.size);
      for (const code of codes) {
        const plans = values.get(code);
        if (plans) set.unite(plans);
      }
      return set;
    };
    return {
      facet,
      matching: (filters) => {
        if (facet === 'bedrooms' || facet === 'bathrooms' || facet === 'floors') {
          const code = filters[facet];
          return code === undefined ? null : union([code]);
        }
        const codes = filters[facet];
        let set = codes && codes.length > 0 ? union(codes) : null;
        // plan_style_id picks a style as the style list does, so the style facet covers both.
        if (facet === 'style' && filters.plan_style_id !== undefined) {
          const chosen = union([Number(filters.plan_style_id)]);
          set = set ? set.intersect(chosen) : chosen;
        }
        return set;
      },
    };
  }

  private keywordDimension(): Dimension {
    return {
      facet: null,
      matching: (filters) => {
        if (filters.keyword === undefined) return null;
        const needle = filters.keyword.toLowerCase();
        const set = new Bitset(this.size);
        this.searchTexts.forEach((text, position) => {
          if (text.includes(needle)) set.add(position);
        });
        return set;
      },
    };
  }
}

function intersectAll(all: Bitset, masks: readonly Bitset[]): Bitset {
  const [first, ...rest] = masks;
  if (!first) return all;
  const result = first.copy();
  for (const mask of rest) result.intersect(mask);
  return result;
}

/** A min/max pair over one column, answered from the plans sorted by that column (two binary searches). */
function rangeDimension(rows: readonly IndexedPlanRow[], column: (typeof RANGES)[number][1]): Dimension {
  const bounds = RANGES.filter(([, boundColumn]) => boundColumn === column);
  const positions = Int32Array.from(rows.keys()).sort((a, b) => Number(rows[a]?.[column]) - Number(rows[b]?.[column]));
  const values = Float64Array.from(positions, (position) => Number(rows[position]?.[column]));
  return {
    facet: null,
    matching: (filters) => {
      let from = 0;
      let to = values.length;
      let used = false;
      for (const [key, , operator] of bounds) {
        const bound = filters[key];
        if (bound === undefined) continue;
        used = true;
        if (operator === '>=') from = Math.max(from, firstAtLeast(values, bound));
        else to = Math.min(to, firstAbove(values, bound));
      }
      if (!used) return null;
      const set = new Bitset(rows.length);
      for (let i = from; i < to; i++) set.add(positions[i] ?? 0);
      return set;
    },
  };
}

function firstAtLeast(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function firstAbove(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** For every facet option, the plans that have it (a count option: the plans it matches, '5+' included). */
function buildFacetValues(rows: readonly IndexedPlanRow[]): ReadonlyMap<FacetKey, FacetValues> {
  const facetValues = new Map<FacetKey, Map<number, Bitset>>();
  const valueSet = (facet: FacetKey, code: number): Bitset => {
    let values = facetValues.get(facet);
    if (!values) facetValues.set(facet, (values = new Map()));
    let plans = values.get(code);
    if (!plans) values.set(code, (plans = new Bitset(rows.length)));
    return plans;
  };
  // Every option of every table, so that an option no plan has counts 0 rather than being absent.
  for (const facet of FACET_KEYS) for (const option of FACET_TABLES[facet]) valueSet(facet, option.code);

  rows.forEach((row, position) => {
    for (const [key, column] of SINGLE_VALUED) {
      const code = row[column];
      if (code !== null) facetValues.get(key)?.get(code)?.add(position);
    }
    for (const [key, column] of MULTI_VALUED) {
      for (const code of row[column]) facetValues.get(key)?.get(code)?.add(position);
    }
    for (const [key, column, table] of COUNTS) {
      const value = row[column];
      if (value === null) continue;
      for (const option of table) if (countMatches(table, option.code, value)) valueSet(key, option.code).add(position);
    }
  });
  return facetValues;
}

/** Each plan's codes of one facet, packed: plan p has codes[offsets[p] .. offsets[p + 1]). */
interface PlanCodes {
  offsets: Int32Array;
  codes: Int32Array;
  averageCodes: number;
  maxCode: number;
}

function planCodesOf(values: FacetValues | undefined, size: number): PlanCodes {
  const perPlan: number[][] = Array.from({ length: size }, () => []);
  for (const [code, plans] of values ?? []) {
    for (const position of plans.positions()) perPlan[position]?.push(code);
  }
  const offsets = new Int32Array(size + 1);
  perPlan.forEach((codes, position) => (offsets[position + 1] = (offsets[position] ?? 0) + codes.length));
  const codes = Int32Array.from(perPlan.flat());
  const maxCode = Math.max(0, ...(values?.keys() ?? []));
  return { offsets, codes, averageCodes: size === 0 ? 0 : Math.max(codes.length / size, 0.25), maxCode };
}

/** Each sort as the plans' positions in order, with SQL's id tie-break. */
function buildSortOrders(rows: readonly IndexedPlanRow[]): ReadonlyMap<number, Int32Array> {
  const sortValue = (row: IndexedPlanRow | undefined, column: SortColumn): number => {
    if (!row) return 0;
    return column === 'created_at' ? row.created_at.getTime() : row[column];
  };
  const orders = new Map<number, Int32Array>();
  for (const [code, [column, direction, tieBreak]] of SORTS) {
    const sign = direction === 'asc' ? 1 : -1;
    const tieSign = tieBreak === 'asc' ? 1 : -1;
    const order = Int32Array.from(rows.keys()).sort((a, b) => {
      const left = rows[a];
      const right = rows[b];
      return (
        sign * (sortValue(left, column) - sortValue(right, column)) || tieSign * ((left?.id ?? 0) - (right?.id ?? 0))
      );
    });
    orders.set(code, order);
  }
  return orders;
}
