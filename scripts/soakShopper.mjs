// One soak shopper: signs up, then loops add to cart -> checkout -> pay with the test card, calling the API exactly
// as the checkout remote does (checkout-remote/src/*/…Api.ts: same paths, bodies, `token` header), and keeps what
// the server acknowledged so the checks can compare it with the orders the API lists afterwards.
import { Agent, request } from 'node:http';

/** @fastify/rate-limit on pay-test-card allows 10 card attempts a minute per client address (paymentRoutes.ts). */
const PAYMENTS_PER_ADDRESS = 8;
const REQUEST_TIMEOUT_MS = 30_000;
const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_TEST_CARD = '4000 0000 0000 0002';

/**
 * What the soak reads of the API's answers (contracts/src/account/authApi.ts and checkout/ have them whole). The
 * JSON is not checked against them: an answer of another shape fails its round, as it always has.
 * @typedef {{ code: number }} Choice
 * @typedef {{ plan_sets: [Choice, ...Choice[]], foundations: [Choice, ...Choice[]] }} PlanOptions every plan can be
 *   bought with at least one plan set and one foundation
 * @typedef {{ _id: string, property_id: { _id: string } }} CartEntry
 * @typedef {{ _id: string, status: number, lines: Array<{ cart_id: string }> }} Order
 * @typedef {{ order: Order }} OrderAnswer
 */

/** A round buys one to three plans together, as a shopper's cart holds them: one, then two, then three, and again. */
const MOST_PLANS_PER_ROUND = 3;

/**
 * Loopback addresses for the shoppers: Linux routes all of 127.0.0.0/8 to the local host, so each shopper (and,
 * after PAYMENTS_PER_ADDRESS payments, its next "device") connects from its own address and the API's per-address
 * limits apply to each as they would to people on their own connections. Nothing on the server is relaxed.
 */
let nextAddressSlot = 0;
function nextLoopbackAddress() {
  const slot = nextAddressSlot++;
  // 127.10.0.1 onwards, skipping .0 and .255 in the last octet.
  const host = slot % 254;
  const rest = Math.floor(slot / 254);
  return `127.${10 + Math.floor(rest / 256)}.${rest % 256}.${host + 1}`;
}

export class RequestFailed extends Error {
  /** @param {string} label @param {string} outcome @param {string} [detail] */
  constructor(label, outcome, detail) {
    super(`${label}: ${outcome}${detail ? ` ${detail}` : ''}`);
    this.outcome = outcome;
    this.network = outcome === 'network';
    /**
     * Whether the change asked for may have been made all the same: no answer, or a server error (a 5xx says that
     * something failed, not that nothing was committed: the database may go away after the commit, before the
     * answer). Only outages may cause either; the soak fails on them anywhere else.
     */
    this.inDoubt = this.network || /^5\d\d$/.test(outcome);
  }
}

function expiryInFiveYears(now = new Date()) {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 5) % 100).padStart(2, '0')}`;
}

/**
 * `count` plans picked at random from `planIds`, none the cart holds already.
 * @param {string[]} planIds
 * @param {number} count
 * @param {Set<string>} held
 */
function pickPlans(planIds, count, held) {
  const free = planIds.filter((planId) => !held.has(String(planId)));
  /** @type {string[]} */
  const picked = [];
  while (picked.length < count && free.length > 0) {
    const [planId] = free.splice(Math.floor(Math.random() * free.length), 1);
    if (planId !== undefined) picked.push(planId);
  }
  if (picked.length === 0) throw new Error('No plan to buy');
  return picked;
}

export class Shopper {
  /** @param {{ index: number, apiBase: string, runId: string }} options */
  constructor({ index, apiBase, runId }) {
    this.index = index;
    this.apiBase = new URL(apiBase);
    this.email = `soak-${runId}-${index}@shoppers.example`;
    this.password = `Soak-${runId}-${index}-Password!`;
    /** @type {string | null} */
    this.token = null;
    this.agent = new Agent({ keepAlive: true });
    this.localAddress = nextLoopbackAddress();
    this.paymentsFromAddress = 0;
    /** order id -> its cart entry ids, for every POST order the API answered 200 @type {Map<string, string[]>} */
    this.ordersCreated = new Map();
    /**
     * unpaid orders a later checkout of some of their entries replaced (the API cancels them: no longer listed)
     * @type {Set<string>}
     */
    this.ordersReplaced = new Set();
    /**
     * cart entry ids whose POST order got no answer or a 5xx (the server may or may not have committed it)
     * @type {Set<string>}
     */
    this.ordersInDoubt = new Set();
    /** order ids whose pay-test-card the API answered 200 ('Payment Successful!') @type {Set<string>} */
    this.paymentsAcknowledged = new Set();
    /** order ids whose pay-test-card got no answer or a 5xx @type {Set<string>} */
    this.paymentsInDoubt = new Set();
    /**
     * concurrent POST order pairs (a double click) that answered two different orders
     * @type {Array<{ cartIds: string[], orderIds: string[] }>}
     */
    this.doubleClickSplits = [];
    this.rounds = 0;
  }

  /**
   * One API call; resolves the envelope's data for a 200 (or the whole body for the `expected` status), throws
   * RequestFailed otherwise.
   * @template T the answer, as the caller reads it (see Order and the others above)
   * @param {import('./soakTally.mjs').PhaseTally | null} tally
   * @param {string} step
   * @param {string} method
   * @param {string} path
   * @param {string} label
   * @param {unknown} [body]
   * @param {string} [expected]
   * @returns {Promise<T>}
   */
  call(tally, step, method, path, label, body, expected = '200') {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      /** @param {string} outcome */
      const record = (outcome) =>
        tally?.recordRequest(step, label, outcome, {
          at: Date.now(),
          durationMs: performance.now() - started,
          expected,
        });
      /** An answer other than the expected one, or none. @param {string} outcome @param {string} [detail] */
      const fail = (outcome, detail) => {
        record(outcome);
        reject(new RequestFailed(label, outcome, detail));
      };
      const outgoing = request(
        {
          host: this.apiBase.hostname,
          port: this.apiBase.port,
          path: `/api/user/${path}`,
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            ...(this.token ? { token: this.token } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', (error) => fail('network', error.message));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = String(response.statusCode);
            if (status !== expected) {
              fail(status, text.slice(0, 200));
              return;
            }
            try {
              const envelope = JSON.parse(text);
              const answer = status === '200' ? envelope.data : envelope;
              record(status);
              resolve(answer);
            } catch {
              fail('bad body', text.slice(0, 200));
            }
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      outgoing.on('error', (error) => fail('network', error.message));
      if (payload !== undefined) outgoing.write(payload);
      outgoing.end();
    });
  }

  /** Password sign-up, as the account remote's sign-up form does; the answer signs the shopper in. */
  async signUp() {
    /** @type {{ token: string }} */
    const answer = await this.call(null, 'sign up', 'POST', 'signup', 'POST signup', {
      email: this.email,
      password: this.password,
    });
    this.token = answer.token;
  }

  /**
   * @template R
   * @param {import('./soakTally.mjs').PhaseTally} tally
   * @param {string} name
   * @param {() => Promise<R>} work
   */
  async step(tally, name, work) {
    const started = performance.now();
    try {
      const result = await work();
      tally.recordStep(name, performance.now() - started, true);
      return result;
    } catch (error) {
      tally.recordStep(name, performance.now() - started, false);
      throw error;
    }
  }

  /**
   * The order the API answered for these cart entries: any earlier unpaid order holding some of them was replaced.
   * @param {Order} order
   * @param {string[]} cartIds
   */
  recordOrder(order, cartIds) {
    for (const [earlier, earlierCartIds] of this.ordersCreated) {
      const overlaps = earlierCartIds.some((cartId) => cartIds.includes(cartId));
      if (earlier !== order._id && overlaps && !this.paymentsAcknowledged.has(earlier))
        this.ordersReplaced.add(earlier);
    }
    this.ordersCreated.set(order._id, cartIds);
  }

  /**
   * One purchase of one to three plans: the cart as the header's badge reads it; for each plan, the plan page's
   * options and Add to cart (a plan the cart does not hold: the same plan and choices go in once); the cart page and
   * its one Proceed To Checkout; the checkout page (the whole cart and the promo codes together) and Proceed To
   * Payment for every line; the payment page (order, payment session) and Pay with the test card.
   * Every `doubleClickEvery`-th round sends Proceed twice at once, as a double click or a retried request would;
   * every `declinedCardEvery`-th round pays with the declined test card first, then with the good one.
   * @param {import('./soakTally.mjs').PhaseTally} tally
   * @param {string[]} planIds
   * @param {{ doubleClickEvery: number, declinedCardEvery: number }} mix
   */
  async round(tally, planIds, { doubleClickEvery, declinedCardEvery }) {
    this.rounds += 1;
    const planCount = ((this.rounds - 1) % MOST_PLANS_PER_ROUND) + 1;
    await this.step(tally, 'add to cart', async () => {
      /** @type {CartEntry[]} */
      const inCart = await this.call(tally, 'add to cart', 'GET', 'cart', 'GET cart');
      const held = new Set(inCart.map((entry) => entry.property_id._id));
      for (const planId of pickPlans(planIds, planCount, held)) {
        /** @type {PlanOptions} */
        const options = await this.call(
          tally,
          'add to cart',
          'GET',
          `plan-options?property_id=${planId}`,
          'GET plan-options',
        );
        await this.call(tally, 'add to cart', 'POST', 'cart', 'POST cart', {
          property_id: String(planId),
          plan_set: options.plan_sets[0].code,
          foundation: options.foundations[0].code,
          options: [],
        });
      }
    });

    const placed = await this.step(tally, 'checkout', async () => {
      await this.call(tally, 'checkout', 'GET', 'cart', 'GET cart');
      /** @type {[CartEntry[], unknown]} */
      const [cart] = await Promise.all([
        this.call(tally, 'checkout', 'GET', 'cart', 'GET cart (checkout)'),
        this.call(tally, 'checkout', 'GET', 'promocodes?limit=1000', 'GET promocodes'),
      ]);
      // A round that failed before paying may have left plans in the cart: the one checkout buys them too.
      const cartIds = cart.map((entry) => entry._id);
      // PDF sets paid by card: nothing is shipped, so the order needs its billing name (the licence's) and no address.
      const body = { payment_mode: 2, cart_ids: cartIds, billing_name: 'Soak Shopper' };
      const clicks = doubleClickEvery > 0 && this.rounds % doubleClickEvery === 0 ? 2 : 1;
      /** @returns {Promise<OrderAnswer>} */
      const proceed = () => this.call(tally, 'checkout', 'POST', 'order', 'POST order', body);
      const answers = await Promise.allSettled(Array.from({ length: clicks }, proceed));
      const created = answers.filter((answer) => answer.status === 'fulfilled').map((answer) => answer.value);
      for (const answer of created) this.recordOrder(answer.order, cartIds);
      if (answers.some((answer) => answer.status === 'rejected' && answer.reason.inDoubt)) {
        for (const cartId of cartIds) this.ordersInDoubt.add(cartId);
      }
      const ids = new Set(created.map((answer) => answer.order._id));
      if (ids.size > 1) this.doubleClickSplits.push({ cartIds, orderIds: [...ids] });
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed) throw failed.reason;
      const [first] = created;
      // Not reached: with none failed, every click was answered.
      if (first === undefined) throw new Error('POST order: no answer');
      if (first.order.lines.length !== cartIds.length) {
        throw new RequestFailed('POST order', 'wrong lines', `${first.order.lines.length} of ${cartIds.length}`);
      }
      return first;
    });

    await this.step(tally, 'pay', async () => {
      const orderId = placed.order._id;
      await this.call(tally, 'pay', 'GET', `orders/${encodeURIComponent(orderId)}`, 'GET orders/:id');
      /** @type {{ intent_id: string }} */
      const session = await this.call(tally, 'pay', 'POST', 'order-payment', 'POST order-payment', {
        order_id: orderId,
      });
      const declinedFirst = declinedCardEvery > 0 && this.rounds % declinedCardEvery === 0;
      const attempts = declinedFirst ? 2 : 1;
      if (this.paymentsFromAddress + attempts > PAYMENTS_PER_ADDRESS) {
        this.localAddress = nextLoopbackAddress();
        this.paymentsFromAddress = 0;
      }
      this.paymentsFromAddress += attempts;
      if (declinedFirst) {
        // The declined test card first, as a shopper whose card is refused and who then tries another one.
        /** @type {{ status?: unknown, message?: unknown }} */
        const declined = await this.call(
          tally,
          'pay',
          'POST',
          'pay-test-card',
          'POST pay-test-card (declined card)',
          {
            intent_id: session.intent_id,
            card_number: DECLINED_TEST_CARD,
            expiry: expiryInFiveYears(),
            cvc: '123',
          },
          '402',
        );
        if (declined.status !== 402 || typeof declined.message !== 'string') {
          throw new RequestFailed(
            'POST pay-test-card (declined card)',
            'bad body',
            JSON.stringify(declined).slice(0, 200),
          );
        }
      }
      try {
        /** @type {OrderAnswer} */
        const paid = await this.call(tally, 'pay', 'POST', 'pay-test-card', 'POST pay-test-card', {
          intent_id: session.intent_id,
          card_number: TEST_CARD,
          expiry: expiryInFiveYears(),
          cvc: '123',
        });
        if (paid.order._id !== orderId || paid.order.status !== 2) {
          throw new RequestFailed('POST pay-test-card', 'wrong order', `${paid.order._id} status ${paid.order.status}`);
        }
        this.paymentsAcknowledged.add(orderId);
      } catch (error) {
        if (error instanceof RequestFailed && error.inDoubt) this.paymentsInDoubt.add(orderId);
        throw error;
      }
    });
  }

  /**
   * Rounds until `until()` says stop; after a failed round, a short pause (the server may be down).
   * @param {import('./soakTally.mjs').PhaseTally} tally
   * @param {{ planIds: string[], until: () => boolean, onFailure?: (shopper: Shopper, error: unknown) => void }
   *   & { doubleClickEvery: number, declinedCardEvery: number }} options
   */
  async loop(tally, { planIds, until, onFailure, ...mix }) {
    while (!until()) {
      try {
        await this.round(tally, planIds, mix);
      } catch (error) {
        onFailure?.(this, error);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /**
   * GET orders, as My Orders does.
   * @returns {Promise<Order[]>}
   */
  listOrders() {
    return this.call(null, 'check', 'GET', 'orders', 'GET orders');
  }

  close() {
    this.agent.destroy();
  }
}
