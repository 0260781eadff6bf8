/** An order's page on the desk. */
export function orderPagePath(orderId: string): string {
  return `/staff/orders/${encodeURIComponent(orderId)}`;
}

/** Handed from the list to an order's page, so that 'All orders' leads back to the same filters and page. */
export interface OrderLinkState {
  listSearch: string;
}

export function isOrderLinkState(value: unknown): value is OrderLinkState {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'listSearch') === 'string';
}
