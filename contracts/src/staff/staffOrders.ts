import type { Static } from '@sinclair/typebox';
import type {
  staffAuditEntrySchema,
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
  staffOrderRowSchema,
} from './staffOrderSchemas';

/**
 * The staff desk's orders. The wire shapes are declared once, as schemas, in staffOrderSchemas.ts; the types here
 * are derived from them.
 */

/** GET /api/staff/orders: status, placed from/to (ISO date-times), a search, page and page size; all optional. */
export type StaffOrderListQuery = Static<typeof staffOrderListQuerySchema>;

/** One row of the desk's list: the order as its shopper sees it, and who the shopper is. */
export type StaffOrderRow = Static<typeof staffOrderRowSchema>;

/** GET /api/staff/orders answer: one page, newest first, and how many orders match in all. */
export type StaffOrderPage = Static<typeof staffOrderPageSchema>;

/** An entry of the audit log. */
export type StaffAuditEntry = Static<typeof staffAuditEntrySchema>;

/** GET /api/staff/orders/:id answer. */
export type StaffOrderDetail = Static<typeof staffOrderDetailSchema>;

/** Orders on one page of the desk's list unless the request says otherwise, and the most a request may ask for. */
export const STAFF_ORDERS_PAGE_SIZE = 20;
export const STAFF_ORDERS_MAX_PAGE_SIZE = 100;
/** The longest search the list takes: an e-mail address is at most 254 characters. */
export const STAFF_ORDER_SEARCH_MAX_LENGTH = 254;

/** Texts the API and the desk show as they are. */
export const STAFF_MESSAGES = {
  /** The API's 403 to a signed-in shopper on any staff route. */
  staffOnly: "Only the store's staff can do this.",
  /** The desk's page to a shopper who opens it. */
  pageForStaff: "This page is for the store's staff.",
  orderNotFound: 'There is no order with this number.',
  /** `from` after `to` in a list request. */
  badDateRange: "The date range ends before it starts: 'to' must be later than 'from'.",
} as const;
