import fc from 'fast-check';
import { ARCHITECTURAL_STYLES } from './architecturalStyles';
import { BATHROOM_COUNTS, BEDROOM_COUNTS, FLOOR_COUNTS } from './codeTables';
import { decodeFilters, decodeSearchParams, encodeFilters, filtersToSearchParams } from './filterEncoding';
import { canonicalKeyword, keywordProblem } from './keywordSearch';
import { LIST_FILTER_KEYS, LIST_FILTER_TABLES, MAX_PAGE_SIZE, SORT_OPTIONS, type PlanFilters } from './planFilters';

const codeOf = (table: readonly { code: number }[]) => fc.constantFrom(...table.map((option) => option.code));

/**
 * Filter objects in their canonical form: lists sorted and free of duplicates, text trimmed and non-empty, a keyword
 * in its one spelling and within its bounds (keywordSearch.ts).
 */
const planFilters: fc.Arbitrary<PlanFilters> = fc.record(
  {
    keyword: fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => canonicalKeyword(text) === text && keywordProblem(text) === null),
    plan_style_id: fc.constantFrom(...ARCHITECTURAL_STYLES.map((style) => String(style.code))),
    min_sq_ft: fc.nat({ max: 10_000 }),
    max_sq_ft: fc.nat({ max: 10_000 }),
    min_footprint_width: fc.nat({ max: 200 }),
    max_footprint_depth: fc.nat({ max: 200 }),
    bedrooms: codeOf(BEDROOM_COUNTS),
    bathrooms: codeOf(BATHROOM_COUNTS),
    floors: codeOf(FLOOR_COUNTS),
    sort_by: codeOf(SORT_OPTIONS),
    pagination: fc.nat({ max: 500 }),
    limit: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
    ...Object.fromEntries(
      LIST_FILTER_KEYS.map((key) => [
        key,
        fc
          .uniqueArray(codeOf(LIST_FILTER_TABLES[key]), { minLength: 1, maxLength: 5 })
          .map((codes) => codes.sort((a, b) => a - b)),
      ]),
    ),
  },
  { requiredKeys: [] },
);

describe('filter wire encoding', () => {
  it('sends lists as bracketed comma-joined codes and numbers as text', () => {
    expect(encodeFilters({ plan_type: [2, 1], bedrooms: 3, keyword: 'lake' })).toEqual({
      keyword: 'lake',
      bedrooms: '3',
      plan_type: '[1,2]',
    });
  });

  it('drops empty values: empty strings, blank text, empty lists and undefined', () => {
    expect(encodeFilters({ keyword: '  ', plan_type: [], garage_type: undefined, sort_by: 7 })).toEqual({
      sort_by: '7',
    });
  });

  it('decodes what it encodes, for any filter object', () => {
    fc.assert(
      fc.property(planFilters, (filters) => {
        expect(decodeFilters(encodeFilters(filters))).toEqual({ ok: true, filters });
        expect(decodeSearchParams(filtersToSearchParams(filters))).toEqual({ ok: true, filters });
      }),
      { numRuns: 300 },
    );
  });

  it('treats empty wire values as absent', () => {
    expect(decodeFilters({ keyword: '', plan_type: '[]', bedrooms: '' })).toEqual({ ok: true, filters: {} });
  });

  it('refuses unknown filters, unknown codes, bad numbers and repeated keys with a message', () => {
    expect(decodeFilters({ colour: 'red' })).toEqual({ ok: false, message: "Unknown filter 'colour'." });
    expect(decodeFilters({ plan_type: '[1,9]' })).toMatchObject({
      ok: false,
      message: expect.stringContaining("unknown value '9'"),
    });
    expect(decodeFilters({ min_sq_ft: '-5' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('whole number'),
    });
    expect(decodeFilters({ bedrooms: '9' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('one of 1, 2, 3, 4, 5'),
    });
    expect(decodeFilters({ limit: '5000' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('between 1 and 100'),
    });
    expect(decodeFilters({ plan_style_id: '999' })).toMatchObject({ ok: false });
    expect(decodeFilters({ sort_by: ['1', '2'] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('more than once'),
    });
    expect(decodeFilters(JSON.parse('{"__proto__":"[1]"}'))).toMatchObject({
      ok: false,
      message: "Unknown filter '__proto__'.",
    });
  });
});
