import { sql, type Kysely } from 'kysely';
import type { StaffOrderDetail, StaffOrderPage, StaffOrderRow } from 'contracts/src/staff/staffOrders';
import type { Database } from '../db/databaseSchema';
import { ordersQuery, toOrder } from '../orders/orderStore';
import { auditLogOf } from './staffAuditLog';

/** What the desk's list narrows by; every part optional, all of them together (AND). */
export interface StaffOrderFilters {
  status?: number;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  to?: Date;
  /** An order number ('42' or '#42'), part of the shopper's address, or the start of a plan number. */
  search?: string;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** An order number as typed: digits, perhaps after '#'; at most 9 digits, so it fits an id. */
const ORDER_NUMBER = /^#?\s*([1-9][0-9]{0,8})$/;

/** The staff member's %, _ and \ are plain characters, not LIKE wildcards. */
function likeLiteral(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The shopper's own order query (orders/orderStore.ts), with who placed each order beside it. */
function staffOrdersQuery(db: Kysely<Database>) {
  return ordersQuery(db)
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id as shopper_id', 'users.email as shopper_email', 'users.name as shopper_name']);
}

function matching(db: Kysely<Database>, filters: StaffOrderFilters) {
  let query = staffOrdersQuery(db);
  if (filters.status !== undefined) query = query.where('orders.status', '=', filters.status);
  if (filters.from !== undefined) query = query.where('orders.created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('orders.created_at', '<', filters.to);
  const search = filters.search?.trim() ?? '';
  if (search !== '') {
    const orderNumber = ORDER_NUMBER.exec(search)?.[1];
    const literal = likeLiteral(search);
    query = query.where((eb) =>
      eb.or([
        ...(orderNumber === undefined ? [] : [eb('orders.id', '=', Number(orderNumber))]),
        eb(sql<string>`lower(users.email)`, 'like', `%${literal}%`),
        // Any of the order's lines, not only the first one the order query joins.
        eb.exists(
          eb
            .selectFrom('order_lines')
            .innerJoin('plans as line_plans', 'line_plans.id', 'order_lines.plan_id')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where(sql<string>`lower(line_plans.plan_number)`, 'like', `${literal}%`),
        ),
      ]),
    );
  }
  return query;
}

type StaffOrderViewRow = Parameters<typeof toOrder>[0] & {
  shopper_id: number;
  shopper_email: string;
  shopper_name: string;
};

function toRow(row: StaffOrderViewRow): StaffOrderRow {
  return {
    order: toOrder(row),
    shopper: { _id: String(row.shopper_id), email: row.shopper_email, name: row.shopper_name },
  };
}

/** One page of the orders that match, newest first, and how many match in all. */
export async function listStaffOrders(
  db: Kysely<Database>,
  filters: StaffOrderFilters,
  { page, limit }: PageRequest,
): Promise<StaffOrderPage> {
  const [rows, counted] = await Promise.all([
    matching(db, filters)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching(db, filters)
      .clearSelect()
      .select((eb) => eb.fn.count<string>('orders.id').distinct().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: rows.map(toRow), total: Number(counted.total), page, limit };
}

/** Any shopper's order, with its payment provider and audit log; null when there is none with that number. */
export async function findStaffOrder(db: Kysely<Database>, orderId: number): Promise<StaffOrderDetail | null> {
  const row = await staffOrdersQuery(db)
    .select('orders.payment_provider')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toRow(row),
    payment_provider: row.payment_provider,
    audit_log: await auditLogOf(db, 'order', orderId),
  };
}
