import { apiQueryOf, listStateOf, searchParamsOf, type OrderListState } from './orderListSearch';

const localMidnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('the order list in the address bar', () => {
  it('keeps filters and page through the address bar, leaving out what does not narrow the list', () => {
    const state: OrderListState = {
      filters: { q: 'ann@example.com', status: '2', from: '2026-02-01', to: '2026-02-28' },
      page: 3,
    };
    const params = searchParamsOf(state);
    expect(params.toString()).toBe('q=ann%40example.com&status=2&from=2026-02-01&to=2026-02-28&page=3');
    expect(listStateOf(params)).toEqual(state);
    expect(searchParamsOf({ filters: { q: '', status: '', from: '', to: '' }, page: 1 }).toString()).toBe('');
  });

  it('leaves out what was typed into the address bar by hand and cannot be used', () => {
    expect(listStateOf(new URLSearchParams('status=99&from=2026-02-31&to=yesterday&page=-2&q=%20%2342%20'))).toEqual({
      filters: { q: '#42', status: '', from: '', to: '' },
      page: 1,
    });
    expect(listStateOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the API for whole days where the staff member is: from the first day’s start to the start of the day after the last', () => {
    expect(apiQueryOf({ filters: { q: '', status: '', from: '2026-02-01', to: '2026-02-28' }, page: 1 })).toEqual({
      from: localMidnight(2026, 2, 1),
      to: localMidnight(2026, 3, 1),
    });
    expect(apiQueryOf({ filters: { q: '#7', status: '4', from: '', to: '2026-12-31' }, page: 2 })).toEqual({
      q: '#7',
      status: 4,
      to: localMidnight(2027, 1, 1),
      page: 2,
    });
  });
});
