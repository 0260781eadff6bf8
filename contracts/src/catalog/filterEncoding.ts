import { ARCHITECTURAL_STYLES, styleIdOf } from './architecturalStyles';
import { BATHROOM_COUNTS, BEDROOM_COUNTS, FLOOR_COUNTS, isKnownCode, type CodeOption } from './codeTables';
import { canonicalKeyword, keywordProblem, keywordTerms } from './keywordSearch';
import {
  LIST_FILTER_KEYS,
  LIST_FILTER_TABLES,
  MAX_FILTER_NUMBER,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
  NUMBER_FILTER_KEYS,
  SORT_OPTIONS,
  TEXT_FILTER_KEYS,
  isListFilterKey,
  isNumberFilterKey,
  isTextFilterKey,
  type ListFilterKey,
  type NumberFilterKey,
  type PlanFilters,
} from './planFilters';

/** A query as a server or URLSearchParams hands it over: a repeated key arrives as a list. */
export type WireQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export type DecodeResult = { ok: true; filters: PlanFilters } | { ok: false; message: string };

/** Codes allowed for the number filters that are really codes; other number filters are bounded sizes. */
const NUMBER_CODE_TABLES: Partial<Record<NumberFilterKey, readonly CodeOption[]>> = {
  bedrooms: BEDROOM_COUNTS,
  bathrooms: BATHROOM_COUNTS,
  floors: FLOOR_COUNTS,
  sort_by: SORT_OPTIONS,
};

const NUMBER_BOUNDS: Partial<Record<NumberFilterKey, { min: number; max: number }>> = {
  pagination: { min: 0, max: MAX_PAGE_INDEX },
  limit: { min: 1, max: MAX_PAGE_SIZE },
};

const STYLE_IDS = new Set(ARCHITECTURAL_STYLES.map((style) => styleIdOf(style.code)));

/**
 * The wire form of a filter object: list filters as bracketed comma-joined codes ("[1,3]"), numbers as decimal
 * strings, and every empty value (empty string, empty list, undefined) dropped. Lists are sorted and de-duplicated
 * so that one set of filters has one encoding (and one cache key).
 */
export function encodeFilters(filters: PlanFilters): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const key of TEXT_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value.trim() === '') continue;
    if (key === 'keyword') {
      // One keyword, one spelling (and one cache key); one of only '#' searches for nothing, so it is no filter.
      if (keywordTerms(value).length > 0) wire[key] = canonicalKeyword(value);
    } else {
      wire[key] = value.trim();
    }
  }
  for (const key of NUMBER_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && Number.isFinite(value)) wire[key] = String(value);
  }
  for (const key of LIST_FILTER_KEYS) {
    const codes = filters[key];
    if (codes && codes.length > 0) wire[key] = `[${[...new Set(codes)].sort((a, b) => a - b).join(',')}]`;
  }
  return wire;
}

export function filtersToSearchParams(filters: PlanFilters): URLSearchParams {
  return new URLSearchParams(encodeFilters(filters));
}

export function decodeSearchParams(params: URLSearchParams): DecodeResult {
  const query: Record<string, string[]> = {};
  params.forEach((value, key) => {
    (query[key] ??= []).push(value);
  });
  return decodeFilters(
    Object.fromEntries(Object.entries(query).map(([key, values]) => [key, values.length === 1 ? values[0] : values])),
  );
}

/** Reads a wire query back into a filter object, refusing unknown keys and values with a message a person can act on. */
export function decodeFilters(query: WireQuery): DecodeResult {
  const filters: PlanFilters = {};
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (typeof raw !== 'string') return fail(`The filter '${key}' was given more than once.`);
    const value = raw.trim();
    if (key === 'keyword') {
      // Nothing to search for (blank, or only '#'): no filter, as an empty value is.
      if (keywordTerms(value).length === 0) continue;
      const problem = keywordProblem(value);
      if (problem !== null) return fail(problem);
      filters.keyword = canonicalKeyword(value);
    } else if (isTextFilterKey(key)) {
      if (value === '') continue;
      if (key === 'plan_style_id' && !STYLE_IDS.has(value)) return fail(`Unknown plan style '${value}'.`);
      if (value.length > MAX_KEYWORD_LENGTH)
        return fail(`The ${key} is too long (at most ${MAX_KEYWORD_LENGTH} characters).`);
      filters[key] = value;
    } else if (isNumberFilterKey(key)) {
      if (value === '') continue;
      const number = decodeNumber(key, value);
      if (typeof number === 'string') return fail(number);
      filters[key] = number;
    } else if (isListFilterKey(key)) {
      const codes = decodeList(key, value);
      if (typeof codes === 'string') return fail(codes);
      if (codes.length > 0) filters[key] = codes;
    } else {
      return fail(`Unknown filter '${key}'.`);
    }
  }
  return { ok: true, filters };
}

function decodeNumber(key: NumberFilterKey, value: string): number | string {
  if (!/^\d{1,9}$/.test(value)) return `The filter '${key}' must be a whole number, not '${value}'.`;
  const number = Number(value);
  const codes = NUMBER_CODE_TABLES[key];
  if (codes) {
    return isKnownCode(codes, number)
      ? number
      : `The filter '${key}' must be one of ${codes.map((c) => c.code).join(', ')}.`;
  }
  const bounds = NUMBER_BOUNDS[key] ?? { min: 0, max: MAX_FILTER_NUMBER };
  if (number < bounds.min || number > bounds.max) {
    return `The filter '${key}' must be between ${bounds.min} and ${bounds.max}.`;
  }
  return number;
}

function decodeList(key: ListFilterKey, value: string): number[] | string {
  const inner = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value;
  if (inner.trim() === '') return [];
  const table = LIST_FILTER_TABLES[key];
  const codes: number[] = [];
  for (const part of inner.split(',')) {
    const text = part.trim();
    const code = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!isKnownCode(table, code)) {
      return `The filter '${key}' has an unknown value '${text}': use codes ${table[0]?.code} to ${table[table.length - 1]?.code}.`;
    }
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.sort((a, b) => a - b);
}

function fail(message: string): DecodeResult {
  return { ok: false, message };
}
