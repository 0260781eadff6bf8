// node --test scripts/soakChecks.test.mjs: the soak's order checks catch what they are there to catch.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkOrders } from './soakChecks.mjs';

const PAID = 2;
const AWAITING_PAYMENT = 1;

/**
 * A shopper as the soak keeps it, with the order list its GET orders would answer.
 * @param {object} state
 * @param {import('./soakShopper.mjs').Order[]} state.listed
 * @param {Array<[string, string | string[]]>} [state.created] order id and cart entry id(s) of each order created
 * @param {string[]} [state.replaced]
 * @param {string[]} [state.inDoubt]
 * @param {string[]} [state.acknowledged]
 * @param {string[]} [state.paymentsInDoubt]
 * @param {Array<{ cartIds: string[], orderIds: string[] }>} [state.splits]
 * @returns {import('./soakChecks.mjs').CheckedShopper}
 */
function shopper({
  listed,
  created = [],
  replaced = [],
  inDoubt = [],
  acknowledged = [],
  paymentsInDoubt = [],
  splits = [],
}) {
  return {
    email: 'shopper@shoppers.example',
    ordersCreated: new Map(created.map(([id, cartIds]) => [id, [cartIds].flat()])),
    ordersReplaced: new Set(replaced),
    ordersInDoubt: new Set(inDoubt),
    paymentsAcknowledged: new Set(acknowledged),
    paymentsInDoubt: new Set(paymentsInDoubt),
    doubleClickSplits: splits,
    listOrders: async () => listed,
  };
}

/** @param {string} id @param {string | string[]} cartIds @param {number} status */
const order = (id, cartIds, status) => ({
  _id: id,
  status,
  lines: [cartIds].flat().map((cartId) => ({ cart_id: cartId })),
});

describe('soak order checks', () => {
  it('pass when the list is exactly what the shopper was told', async () => {
    const result = await checkOrders([
      shopper({
        listed: [order('2', '20', AWAITING_PAYMENT), order('1', '10', PAID)],
        created: [
          ['1', '10'],
          ['2', '20'],
        ],
        acknowledged: ['1'],
      }),
    ]);
    assert.deepEqual(result, { ordersListed: 2, paidListed: 1, paymentsAcknowledged: 1, paidInDoubt: 0, problems: [] });
  });

  it('report two orders for one cart entry (a double order)', async () => {
    const { problems } = await checkOrders([
      shopper({
        listed: [order('2', '10', AWAITING_PAYMENT), order('1', '10', PAID)],
        created: [
          ['1', '10'],
          ['2', '10'],
        ],
        acknowledged: ['1'],
      }),
    ]);
    assert.match(problems.join('\n'), /two orders \(2, 1\) for cart entry 10/);
  });

  it('report two orders sharing one cart entry among their lines', async () => {
    const { problems } = await checkOrders([
      shopper({
        listed: [order('2', ['20', '10'], AWAITING_PAYMENT), order('1', ['10', '11'], PAID)],
        created: [
          ['1', ['10', '11']],
          ['2', ['20', '10']],
        ],
        acknowledged: ['1'],
      }),
    ]);
    assert.match(problems.join('\n'), /two orders \(2, 1\) for cart entry 10/);
  });

  it('accept an unpaid order a later checkout of its entries replaced, and only that one', async () => {
    const replaced = await checkOrders([
      shopper({
        listed: [order('2', ['10', '20'], PAID)],
        created: [
          ['1', ['10']],
          ['2', ['10', '20']],
        ],
        replaced: ['1'],
        acknowledged: ['2'],
      }),
    ]);
    assert.deepEqual(replaced.problems, []);
    const lost = await checkOrders([
      shopper({
        listed: [order('2', '20', PAID)],
        created: [
          ['1', '10'],
          ['2', '20'],
        ],
        acknowledged: ['2'],
      }),
    ]);
    assert.match(lost.problems.join('\n'), /order 1, acknowledged at checkout, is missing/);
  });

  it('report a double click answered with two orders', async () => {
    const { problems } = await checkOrders([
      shopper({
        listed: [order('1', '10', PAID)],
        created: [['1', '10']],
        acknowledged: ['1'],
        splits: [{ cartIds: ['10'], orderIds: ['1', '2'] }],
      }),
    ]);
    assert.match(problems.join('\n'), /one double click on Proceed made orders 1 and 2/);
  });

  it('report an acknowledged payment whose order is gone or unpaid', async () => {
    const gone = await checkOrders([shopper({ listed: [], created: [['1', '10']], acknowledged: ['1'] })]);
    assert.match(gone.problems.join('\n'), /order 1, whose payment was acknowledged, is missing/);
    const unpaid = await checkOrders([
      shopper({ listed: [order('1', '10', AWAITING_PAYMENT)], created: [['1', '10']], acknowledged: ['1'] }),
    ]);
    assert.match(unpaid.problems.join('\n'), /order 1 was acknowledged paid but has status 1/);
  });

  it('report a paid order nobody paid, and an order no checkout made', async () => {
    const { problems } = await checkOrders([
      shopper({ listed: [order('1', '10', PAID), order('3', '30', AWAITING_PAYMENT)], created: [['1', '10']] }),
    ]);
    assert.match(problems.join('\n'), /order 1 is paid but no payment of it was acknowledged/);
    assert.match(problems.join('\n'), /order 3 is listed but no checkout created it/);
  });

  it('accept an order or payment whose answer was cut off, listed or not', async () => {
    const listed = await checkOrders([
      shopper({ listed: [order('3', '30', PAID)], inDoubt: ['30'], paymentsInDoubt: ['3'] }),
    ]);
    assert.deepEqual(listed.problems, []);
    assert.equal(listed.paidInDoubt, 1);
    const absent = await checkOrders([shopper({ listed: [], inDoubt: ['30'], paymentsInDoubt: ['3'] })]);
    assert.deepEqual(absent.problems, []);
  });
});
