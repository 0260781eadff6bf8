import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import type { StaffOrderListQuery } from 'contracts/src/staff/staffOrders';
import { STAFF_ORDER_SEARCH_MAX_LENGTH } from 'contracts/src/staff/staffOrders';

/** The list's filters as the form holds them: text, with '' for "any". Days are 'YYYY-MM-DD' in local time. */
export interface OrderFilterValues {
  q: string;
  status: string;
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilterValues = { q: '', status: '', from: '', to: '' };
const FILTER_NAMES = ['q', 'status', 'from', 'to'] as const satisfies ReadonlyArray<keyof OrderFilterValues>;

/** What the address bar says: the filters and the page, so a reload, Back or a shared link shows the same list. */
export interface OrderListState {
  filters: OrderFilterValues;
  page: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_PAGE = 100_000;

/** The start of a day in the browser's time zone; null for anything that is not a real day. */
function startOfLocalDay(day: string, addDays = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date + addDays);
  // 2026-02-31 would roll over into March: it is not a day.
  const asTyped = new Date(year, month - 1, date);
  return asTyped.getMonth() === month - 1 && asTyped.getDate() === date ? start : null;
}

export function isDay(text: string): boolean {
  return startOfLocalDay(text) !== null;
}

const isStatusCode = (text: string) => ORDER_STATUSES.some((status) => String(status.code) === text);

/** Reads the address bar; a value typed there by hand that the list cannot use is left out, not sent. */
export function listStateOf(params: URLSearchParams): OrderListState {
  const text = (name: string) => params.get(name) ?? '';
  const status = text('status');
  const from = text('from');
  const to = text('to');
  const page = Number(text('page'));
  return {
    filters: {
      q: text('q').trim().slice(0, STAFF_ORDER_SEARCH_MAX_LENGTH),
      status: isStatusCode(status) ? status : '',
      from: isDay(from) ? from : '',
      to: isDay(to) ? to : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address bar for a list state: only what narrows the list, and the page after the first. */
export function searchParamsOf({ filters, page }: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name] !== '') params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The API's question for a list state. The days chosen are whole days where the staff member is: from the start of
 * the first to the start of the day after the last.
 */
export function apiQueryOf({ filters, page }: OrderListState): StaffOrderListQuery {
  const from = startOfLocalDay(filters.from);
  const to = startOfLocalDay(filters.to, 1);
  return {
    ...(filters.q === '' ? {} : { q: filters.q }),
    ...(filters.status === '' ? {} : { status: Number(filters.status) }),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
