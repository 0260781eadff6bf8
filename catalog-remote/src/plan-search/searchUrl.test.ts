import { filtersFromSearch, searchFromFilters, withPreset } from './searchUrl';

describe('filters in the URL', () => {
  it('writes lists, numbers and text in the wire encoding and reads them back', () => {
    const filters = { plan_type: [2, 1], min_sq_ft: 1200, bedrooms: 3, keyword: 'cottage', sort_by: 1, pagination: 2 };
    const search = searchFromFilters(filters);
    expect(search).toBe('?keyword=cottage&min_sq_ft=1200&bedrooms=3&sort_by=1&pagination=2&plan_type=%5B1%2C2%5D');
    expect(filtersFromSearch(search)).toEqual({ ...filters, plan_type: [1, 2] });
  });

  it('gives an empty query for no filters, and no filters for an empty query', () => {
    expect(searchFromFilters({ plan_type: [], keyword: ' ' })).toBe('');
    expect(filtersFromSearch('')).toEqual({});
  });

  it('ignores a query that does not decode instead of showing an error', () => {
    expect(filtersFromSearch('?plan_type=[99]')).toEqual({});
    expect(filtersFromSearch('?colour=red')).toEqual({});
  });

  it("lets the shopper's own choices override the route's preset", () => {
    expect(withPreset({ plan_type: [2], no_of_vehicles: [1] }, { no_of_vehicles: [2], bedrooms: 1 })).toEqual({
      plan_type: [2],
      no_of_vehicles: [2],
      bedrooms: 1,
    });
  });
});
