import * as yup from 'yup';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { STAFF_ORDER_SEARCH_MAX_LENGTH } from 'contracts/src/staff/staffOrders';
import { isDay, type OrderFilterValues } from './orderListSearch';

export const FILTER_MESSAGES = {
  searchTooLong: `Search for at most ${STAFF_ORDER_SEARCH_MAX_LENGTH} characters: an order number, an e-mail address or a plan number.`,
  notADay: 'Enter a date.',
  toBeforeFrom: 'The last day must not be before the first.',
} as const;

const day = () =>
  yup
    .string()
    .defined()
    .test('day', FILTER_MESSAGES.notADay, (value) => value === '' || isDay(value));

/** The order list's filters: every one optional; the API refuses the same search length and an inverted range. */
export const orderFilterSchema: yup.ObjectSchema<OrderFilterValues> = yup
  .object({
    q: yup.string().defined().trim().max(STAFF_ORDER_SEARCH_MAX_LENGTH, FILTER_MESSAGES.searchTooLong),
    status: yup
      .string()
      .defined()
      .oneOf(['', ...ORDER_STATUSES.map((status) => String(status.code))]),
    from: day(),
    to: day(),
  })
  .test('range', FILTER_MESSAGES.toBeforeFrom, ({ from, to }, context) =>
    // 'YYYY-MM-DD' compares as text in the order of the days.
    !isDay(from) || !isDay(to) || to >= from
      ? true
      : context.createError({ path: 'to', message: FILTER_MESSAGES.toBeforeFrom }),
  );
