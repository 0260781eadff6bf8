import { countMatches } from 'contracts/src/catalog/codeTables';
import { FACET_KEYS, FACET_TABLES, type FacetKey } from 'contracts/src/catalog/facets';
import { DEFAULT_SORT, PAGE_SIZE, type PlanFilters } from 'contracts/src/catalog/planFilters';
import type { PlanRow } from '../../db/databaseSchema';
import { SUMMARY_COLUMNS, toPlanSummary } from '../planMapping';
import { keywordTerms } from 'contracts/src/catalog/keywordSearch';
import { COUNTS, MULTI_VALUED, RANGES, SINGLE_VALUED, SORTS, type SortColumn } from '../planSearchQuery';
import { ExpiringLruCache } from '../../cache/expiringLruCache';
import { Bitset } from './Bitset';
import { FacetTally, type FacetOptionSets } from './facetTally';
import { KeywordMatcher } from './keywordMatcher';

/** The columns the index holds: a card's, every facet's and every sort key. */
export const INDEXED_COLUMNS = [
  ...SUMMARY_COLUMNS,
  ...SINGLE_VALUED.map(([, column]) => column),
  ...MULTI_VALUED.map(([, column]) => column),
  ...RANGES.map(([, column]) => column),
  ...COUNTS.map(([, column]) => column),
  'popularity',
  'recommended_score',
  'created_at',
] as const;

/** A plan as the index holds it; `keyword_text` is what the keyword search reads (planSearchQuery's KEYWORD_TEXT). */
export type IndexedPlanRow = Pick<PlanRow, (typeof INDEXED_COLUMNS)[number]> & { keyword_text: string };

/** What a search finds: the page's plans (favourites not yet marked), the total and the facet counts, in JSON. */
export interface IndexedSearchResult {
  /** The JSON of the page's `PlanSummary[]`. */
  dataJson: string;
  count: number;
  /** The JSON of a `PlanFacets` object, ready to be written into the answer. */
  facetsJson: string;
}

type FacetValues = ReadonlyMap<number, Bitset>;

/** One filter of the search object (a facet, the keyword, a min/max pair). */
interface Dimension {
  facet: FacetKey | null;
  /** Writes the plans that pass this filter into `into`; false (and `into` untouched) when the filters do not use it. */
  select(filters: PlanFilters, into: Bitset): boolean;
}

/**
 * The whole catalogue in memory as bitsets, one per facet option, so that a search is a few dozen word-wise ANDs
 * and its facet counts one walk over the matching plans (FacetTally), instead of one SQL query per facet. Answers
 * are JSON, ready to be written: the server runs this on a worker thread. Built from the database (the source of
 * truth) and replaced as a whole when plans change. It answers exactly what `whereFiltersMatch` + `orderBySort`
 * answer in SQL; a property test holds the two together.
 */
export class PlanIndex {
  readonly size: number;
  /** Each plan's card as JSON, written once: a search answer is mostly these. */
  private readonly summaryJson: readonly string[];
  private readonly facetValues: FacetOptionSets;
  private readonly tally: FacetTally;
  private readonly unfilteredFacets: string;
  private readonly sorts: ReadonlyMap<number, SortOrder>;
  private readonly dimensions: readonly Dimension[];
  /** Each dimension's facet position in FACET_KEYS, -1 for a filter that is no facet. */
  private readonly dimensionFacets: Int32Array;
  /** Per dimension, the set its filter selects and the set of plans failing it alone: reused by every search. */
  private readonly selected: readonly Bitset[];
  private readonly failingOnly: readonly Bitset[];
  private readonly all: Bitset;
  /** Recent searches' matches and facets; the index is replaced as a whole when plans change, and this with it. */
  private readonly matches = new ExpiringLruCache<string, { total: Bitset; count: number; facetsJson: string }>(
    500,
    Number.POSITIVE_INFINITY,
  );

  constructor(rows: readonly IndexedPlanRow[]) {
    this.size = rows.length;
    this.summaryJson = rows.map((row) => JSON.stringify(toPlanSummary(row)));
    this.all = Bitset.full(rows.length);
    this.facetValues = buildFacetValues(rows);
    this.tally = new FacetTally(this.facetValues, rows.length);
    this.unfilteredFacets = this.tally.unfiltered();
    this.sorts = buildSortOrders(rows);
    this.dimensions = [
      keywordDimension(new KeywordMatcher(rows.map((row) => row.keyword_text))),
      ...[...new Set(RANGES.map(([, column]) => column))].map((column) => rangeDimension(rows, column)),
      ...FACET_KEYS.map((facet) => facetDimension(facet, this.facetValues.get(facet) ?? new Map<number, Bitset>())),
    ];
    this.dimensionFacets = Int32Array.from(this.dimensions, ({ facet }) =>
      facet === null ? -1 : FACET_KEYS.indexOf(facet),
    );
    this.selected = this.dimensions.map(() => new Bitset(rows.length));
    this.failingOnly = this.dimensions.map(() => new Bitset(rows.length));
  }

  search(filters: PlanFilters): IndexedSearchResult {
    // Paging or re-sorting a search keeps its matches and facets: only the page is worked out again.
    const { sort_by: _sort, pagination: _page, limit: _limit, ...matching } = filters;
    // Decoded filters come with their keys in one order and their codes sorted, so equal searches share a key.
    const key = JSON.stringify(matching);
    let found = this.matches.get(key);
    if (!found) {
      found = this.match(matching);
      this.matches.set(key, found);
    }
    const page = this.page(found.total, found.count, filters);
    const cards = page.flatMap((position) => this.summaryJson[position] ?? []);
    return { dataJson: `[${cards.join(',')}]`, count: found.count, facetsJson: found.facetsJson };
  }

  /**
   * The plans passing every filter, and for each facet filter the plans failing it alone: one pass over the
   * words with the AND of the filters before and after each one.
   */
  private match(filters: PlanFilters): { total: Bitset; count: number; facetsJson: string } {
    const active: number[] = [];
    this.dimensions.forEach((dimension, index) => {
      const into = this.selected[index];
      if (into && dimension.select(filters, into)) active.push(index);
    });
    if (active.length === 0) return { total: this.all, count: this.size, facetsJson: this.unfilteredFacets };

    const masks = active.map((index) => (this.selected[index] ?? this.all).words);
    const failingOnly = active.flatMap((index, at) => {
      const facet = this.dimensionFacets[index] ?? -1;
      const plans = this.failingOnly[index];
      return facet >= 0 && plans ? [{ facet, plans, at }] : [];
    });
    const total = new Bitset(this.size);
    const passAll = total.words;
    const before = new Uint32Array(masks.length + 1);
    for (let word = 0; word < passAll.length; word++) {
      before[0] = this.all.words[word] ?? 0;
      for (let i = 0; i < masks.length; i++) before[i + 1] = (before[i] ?? 0) & (masks[i]?.[word] ?? 0);
      passAll[word] = before[masks.length] ?? 0;
      let after = 0xffffffff;
      for (let i = masks.length - 1, f = failingOnly.length - 1; i >= 0 && f >= 0; i--) {
        const only = failingOnly[f];
        if (only && only.at === i) {
          only.plans.words[word] = ~(masks[i]?.[word] ?? 0) & (before[i] ?? 0) & after;
          f--;
        }
        after &= masks[i]?.[word] ?? 0;
      }
    }
    const count = total.count();
    return { total, count, facetsJson: this.tally.count(total, count, failingOnly) };
  }

  /** The positions of the page's plans, in the sort's order. */
  private page(matching: Bitset, count: number, filters: PlanFilters): number[] {
    const limit = filters.limit ?? PAGE_SIZE;
    const sort = this.sorts.get(filters.sort_by ?? DEFAULT_SORT) ?? this.sorts.get(DEFAULT_SORT);
    const skip = (filters.pagination ?? 0) * limit;
    if (!sort || skip >= count) return [];
    const positions: number[] = [];
    const wanted = Math.min(skip + limit, count);
    // Walking the sort order costs about size * wanted / count steps; sorting the matches, count * log(count).
    if (this.size * wanted <= count * count * Math.log2(count + 1) * 2) {
      for (let rank = 0; rank < sort.order.length && positions.length < wanted; rank++) {
        const position = sort.order[rank] ?? 0;
        if (matching.has(position)) positions.push(position);
      }
    } else {
      const ranks = matching
        .positions()
        .map((position) => sort.rankOf[position] ?? 0)
        .sort();
      for (let i = 0; i < wanted; i++) positions.push(sort.order[ranks[i] ?? 0] ?? 0);
    }
    return positions.slice(skip);
  }
}

function facetDimension(facet: FacetKey, values: FacetValues): Dimension {
  const unite = (codes: readonly number[], into: Bitset): Bitset => {
    into.clear();
    for (const code of codes) {
      const plans = values.get(code);
      if (plans) into.unite(plans);
    }
    return into;
  };
  return {
    facet,
    select: (filters, into) => {
      if (facet === 'bedrooms' || facet === 'bathrooms' || facet === 'floors') {
        const code = filters[facet];
        if (code === undefined) return false;
        unite([code], into);
        return true;
      }
      const codes = filters[facet];
      const listed = codes !== undefined && codes.length > 0;
      // plan_style_id picks a style as the style list does, so the style facet covers both.
      const styleId = facet === 'style' ? filters.plan_style_id : undefined;
      if (!listed && styleId === undefined) return false;
      if (listed) unite(codes, into);
      else into.assign(values.get(Number(styleId)) ?? new Bitset(into.size));
      if (listed && styleId !== undefined) into.intersect(values.get(Number(styleId)) ?? new Bitset(into.size));
      return true;
    },
  };
}

function keywordDimension(keywords: KeywordMatcher): Dimension {
  return {
    facet: null,
    select: (filters, into) => {
      // Each word of the keyword is somewhere in the plan's text.
      const [first, ...others] = keywordTerms(filters.keyword ?? '');
      if (first === undefined) return false;
      into.assign(keywords.matching(first));
      for (const term of others) into.intersect(keywords.matching(term));
      return true;
    },
  };
}

/** How many prefix sets a range column keeps: a range then adds or removes at most size / 64 plans one by one. */
const RANGE_BUCKETS = 64;

/**
 * A min/max pair over one column, answered from the plans sorted by that column: two binary searches give the
 * plans' span in that order, and prefix sets (the first k/64 of the order) cover most of it in word-wise steps.
 */
function rangeDimension(rows: readonly IndexedPlanRow[], column: (typeof RANGES)[number][1]): Dimension {
  const bounds = RANGES.filter(([, boundColumn]) => boundColumn === column);
  const positions = Int32Array.from(rows.keys()).sort((a, b) => Number(rows[a]?.[column]) - Number(rows[b]?.[column]));
  const values = Float64Array.from(positions, (position) => Number(rows[position]?.[column]));
  const bucketSize = Math.max(1, Math.ceil(rows.length / RANGE_BUCKETS));
  // prefixes[k]: the plans at sorted places 0 .. k * bucketSize - 1.
  const prefixes: Bitset[] = [new Bitset(rows.length)];
  for (let end = bucketSize; end < rows.length + bucketSize; end += bucketSize) {
    const prefix = (prefixes[prefixes.length - 1] ?? new Bitset(rows.length)).copy();
    for (let i = end - bucketSize; i < Math.min(end, rows.length); i++) prefix.add(positions[i] ?? 0);
    prefixes.push(prefix);
  }
  /** The plans at sorted places 0 .. end - 1, into `into`. */
  const prefixInto = (end: number, into: Bitset): Bitset => {
    const bucket = Math.round(end / bucketSize);
    into.assign(prefixes[Math.min(bucket, prefixes.length - 1)] ?? into);
    const covered = Math.min(bucket * bucketSize, rows.length);
    for (let i = covered; i < end; i++) into.add(positions[i] ?? 0);
    for (let i = end; i < covered; i++) into.remove(positions[i] ?? 0);
    return into;
  };
  const below = new Bitset(rows.length);
  return {
    facet: null,
    select: (filters, into) => {
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
      if (!used) return false;
      if (from >= to) into.clear();
      else if (from === 0) prefixInto(to, into);
      else prefixInto(to, into).subtract(prefixInto(from, below));
      return true;
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
    if (!values) facetValues.set(facet, (values = new Map<number, Bitset>()));
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

/** A sort: the plans' positions in order, and each plan's place in it. */
interface SortOrder {
  order: Int32Array;
  rankOf: Int32Array;
}

/** Each sort, with SQL's id tie-break. */
function buildSortOrders(rows: readonly IndexedPlanRow[]): ReadonlyMap<number, SortOrder> {
  const sortValue = (row: IndexedPlanRow | undefined, column: SortColumn): number => {
    if (!row) return 0;
    return column === 'created_at' ? row.created_at.getTime() : row[column];
  };
  const sorts = new Map<number, SortOrder>();
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
    const rankOf = new Int32Array(rows.length);
    order.forEach((position, rank) => (rankOf[position] = rank));
    sorts.set(code, { order, rankOf });
  }
  return sorts;
}
