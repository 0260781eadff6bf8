// The soak's checks: what each shopper's GET orders lists against what the API acknowledged to that shopper.

const PAID = 2;

/**
 * What the checks read of a shopper (soakShopper.mjs keeps it).
 * @typedef {object} CheckedShopper
 * @property {string} email
 * @property {Map<string, string[]>} ordersCreated order id -> its cart entry ids, for every POST order answered 200
 * @property {Set<string>} ordersReplaced unpaid orders a later checkout of some of their entries replaced
 * @property {Set<string>} ordersInDoubt cart entry ids whose POST order got no answer or a 5xx
 * @property {Set<string>} paymentsAcknowledged order ids whose pay-test-card answered 200
 * @property {Set<string>} paymentsInDoubt order ids whose pay-test-card got no answer or a 5xx
 * @property {Array<{ cartIds: string[], orderIds: string[] }>} doubleClickSplits
 * @property {() => Promise<import('./soakShopper.mjs').Order[]>} listOrders
 */

/**
 * Compares every shopper's order list with what it was told. Answers lost (or 5xx) in an outage leave the
 * order or payment "in doubt": the server may have committed it, so it may be listed, but it need not be. An unpaid
 * order whose entries a later checkout ordered again is replaced (cancelled): it is no longer listed.
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
      const lineCartIds = order.lines.map((line) => line.cart_id);
      for (const cartId of lineCartIds) {
        const earlier = cartIds.get(cartId);
        if (earlier) problems.push(`${shopper.email}: two orders (${earlier}, ${order._id}) for cart entry ${cartId}`);
        cartIds.set(cartId, order._id);
      }
      const inDoubt = lineCartIds.some((cartId) => shopper.ordersInDoubt.has(cartId));
      if (!shopper.ordersCreated.has(order._id) && !inDoubt) {
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
      if (!byId.has(orderId) && !shopper.ordersReplaced.has(orderId))
        problems.push(`${shopper.email}: order ${orderId}, acknowledged at checkout, is missing`);
    }
    for (const split of shopper.doubleClickSplits) {
      problems.push(`${shopper.email}: one double click on Proceed made orders ${split.orderIds.join(' and ')}`);
    }
  }
  return { ordersListed, paidListed, paymentsAcknowledged, paidInDoubt, problems };
}
