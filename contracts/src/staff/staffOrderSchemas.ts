import { Type } from '@sinclair/typebox';
import { orderSchema } from '../checkout/orderSchemas';
import { ORDER_STATUSES } from '../orders/orderCodes';
import { STAFF_ORDER_SEARCH_MAX_LENGTH, STAFF_ORDERS_MAX_PAGE_SIZE } from './staffOrders';

/**
 * The schemas of the staff desk's orders (GET /api/staff/orders and /api/staff/orders/:id). The API validates and
 * serialises with them (a field not in an answer's schema is never sent); `staffOrders.ts` derives the types from
 * them for everyone else. An order is the shopper's own `orderSchema`, so the desk shows exactly what the shopper
 * sees, plus what only the store may see beside it.
 */

const instantSchema = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description });

/** GET /api/staff/orders: every filter optional; newest orders first. */
export const staffOrderListQuerySchema = Type.Object(
  {
    status: Type.Optional(
      Type.Integer({ enum: ORDER_STATUSES.map((status) => status.code), description: 'An ORDER_STATUSES code.' }),
    ),
    from: Type.Optional(instantSchema('Orders placed at or after this instant (ISO date-time).')),
    to: Type.Optional(
      instantSchema(
        "Orders placed before this instant (ISO date-time). The desk sends the start of the day after the last day chosen, in the browser's time zone.",
      ),
    ),
    q: Type.Optional(
      Type.String({
        maxLength: STAFF_ORDER_SEARCH_MAX_LENGTH,
        description:
          "An order number ('42' or '#42'), part of the shopper's e-mail address, or the start of a plan number; any of them matches.",
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'From 1.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STAFF_ORDERS_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

/** Who placed an order: what the store knows and the shopper's own order does not repeat. */
export const staffOrderShopperSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
});

/** One row of the desk's list. */
export const staffOrderRowSchema = Type.Object({ order: orderSchema, shopper: staffOrderShopperSchema });

/** GET /api/staff/orders answer: one page of the orders that match, and how many match in all. */
export const staffOrderPageSchema = Type.Object({
  orders: Type.Array(staffOrderRowSchema),
  total: Type.Integer({ description: 'Orders matching the filters, on every page.' }),
  page: Type.Integer(),
  limit: Type.Integer(),
});

/** One entry of the audit log: a staff member's action on a record, with the record before and after it. */
export const staffAuditEntrySchema = Type.Object({
  _id: Type.String(),
  action: Type.String({ description: 'A STAFF_ACTIONS code (staffActions.ts).' }),
  staff_email: Type.String({ description: 'Who did it.' }),
  created_at: Type.String({ description: 'ISO date-time.' }),
  before: Type.Unknown({ description: 'What the action changed, as it was; null when it made something new.' }),
  after: Type.Unknown({ description: 'The same fields after the action; null when it removed something.' }),
});

/** GET /api/staff/orders/:id answer: the order as its shopper sees it, who placed it, the payment, the audit log. */
export const staffOrderDetailSchema = Type.Object({
  order: orderSchema,
  shopper: staffOrderShopperSchema,
  payment_provider: Type.Union([Type.String(), Type.Null()], {
    description:
      "Which provider took the card payment ('stripe' or 'test'); the provider's own id is the order's intent_id. Null for cash on delivery and before a card payment started.",
  }),
  audit_log: Type.Array(staffAuditEntrySchema, { description: 'Oldest first.' }),
});
