// The soak's checks: what each shopper's GET orders lists against what the API acknowledged to that shopper.

const PAID = 2;

/**
 * What the checks read of a shopper (soakShopper.mjs keeps it).
 * @typedef {object} CheckedShopper
 * @property {string} email
 * @property {Map<string, string>} ordersCreated order id -> cart entry id, for every POST order answered 200
 * @property {Set<string>} ordersInDoubt cart entry ids whose POST order got no answer
 * @property {Set<string>} paymentsAcknowledged order ids whose pay-test-card answered 200
 * @property {Set<string>} paymentsInDoubt order ids whose pay-test-card got no answer
 * @property {Array<{ cartId: string, orderIds: string[] }>} doubleClickSplits
 * @property {() => Promise<import('./soakShopper.mjs').Order[]>} listOrders
 */

/**
 * Compares every shopper's order list with what it was told. Answers lost when the server was killed leave the
 * order or payment "in doubt": the server may have committed it, so it may be listed, but it need not be.
 * @param {CheckedShopper[]} shoppers
 */
export async function checkOrders(shoppers) {
  /** @type {string[]} */
  const problems = [];
  let ordersListed = 0;
  let paidListed = 0;
  let paymentsAcknowledged = 0;
  let paidInDoubt = 0;
  for (const shopper of shoppers) {
    let orders;
    try {
      orders = await shopper.listOrders();
    } catch (error) {
      problems.push(`${shopper.email}: GET orders failed (${error instanceof Error ? error.message : error})`);
      continue;
    }
    ordersListed += orders.length;
    paymentsAcknowledged += shopper.paymentsAcknowledged.size;
    const byId = new Map(orders.map((order) => [order._id, order]));

    /** cart entry id -> order id @type {Map<string, string>} */
    const cartIds = new Map();
    for (const order of orders) {
      const earlier = cartIds.get(order.cart_id);
      if (earlier)
        problems.push(`${shopper.email}: two orders (${earlier}, ${order._id}) for cart entry ${order.cart_id}`);
      cartIds.set(order.cart_id, order._id);
      if (!shopper.ordersCreated.has(order._id) && !shopper.ordersInDoubt.has(order.cart_id)) {
        problems.push(`${shopper.email}: order ${order._id} is listed but no checkout created it`);
      }
      if (order.status === PAID) {
        paidListed += 1;
        if (!shopper.paymentsAcknowledged.has(order._id)) {
          if (shopper.paymentsInDoubt.has(order._id)) paidInDoubt += 1;
          else problems.push(`${shopper.email}: order ${order._id} is paid but no payment of it was acknowledged`);
        }
      }
    }
    for (const orderId of shopper.paymentsAcknowledged) {
      const order = byId.get(orderId);
      if (!order) problems.push(`${shopper.email}: order ${orderId}, whose payment was acknowledged, is missing`);
      else if (order.status !== PAID)
        problems.push(`${shopper.email}: order ${orderId} was acknowledged paid but has status ${order.status}`);
    }
    for (const orderId of shopper.ordersCreated.keys()) {
      if (!byId.has(orderId)) problems.push(`${shopper.email}: order ${orderId}, acknowledged at checkout, is missing`);
    }
    for (const split of shopper.doubleClickSplits) {
      problems.push(`${shopper.email}: one double click on Proceed made orders ${split.orderIds.join(' and ')}`);
    }
  }
  return { ordersListed, paidListed, paymentsAcknowledged, paidInDoubt, problems };
}
