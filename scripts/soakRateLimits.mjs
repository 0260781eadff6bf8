// The card-attempt allowance across instances: one shopper, from an address of its own, pays an order with the
// declined card again and again through the load balancer. The API allows 10 card attempts a minute per client
// address (paymentRoutes.ts); counted in Redis, the 11th is refused with 429 whichever instance each attempt reached.
import { request } from 'node:http';
import { SERVED_BY_HEADER } from './cluster/haproxy.mjs';

/** paymentRoutes.ts: PAYMENT_ATTEMPTS. */
export const CARD_ATTEMPTS_PER_MINUTE = 10;
const DECLINED_TEST_CARD = '4000 0000 0000 0002';

/**
 * One request as `shopper` (its address, its token), answering the status and the instance that served it.
 * @param {import('./soakShopper.mjs').Shopper} shopper
 * @param {string} apiPath
 * @param {unknown} body
 * @returns {Promise<{ status: number, servedBy: string }>}
 */
function post(shopper, apiPath, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: shopper.apiBase.hostname,
        port: shopper.apiBase.port,
        path: `/api/user/${apiPath}`,
        method: 'POST',
        agent: shopper.agent,
        localAddress: shopper.localAddress,
        timeout: 30_000,
        headers: {
          accept: 'application/json',
          token: shopper.token ?? '',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            servedBy: String(response.headers[SERVED_BY_HEADER] ?? 'unknown'),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 30 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function expiryInFiveYears(now = new Date()) {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 5) % 100).padStart(2, '0')}`;
}

/**
 * @typedef {object} AllowanceProbe
 * @property {Array<{ status: number, servedBy: string }>} attempts every card attempt, in order
 * @property {string[]} problems empty when the allowance held exactly
 * @property {Record<string, number>} spread attempts per instance
 */

/**
 * Puts one plan in `shopper`'s cart, orders it and opens its payment, then makes `CARD_ATTEMPTS_PER_MINUTE + 1`
 * attempts with the declined card: each of the allowance must answer 402, the next 429, and the attempts must have
 * reached more than one instance (or the probe proves nothing about sharing).
 * @param {import('./soakShopper.mjs').Shopper} shopper signed up, with an address no other client uses
 * @param {string} planId
 * @returns {Promise<AllowanceProbe>}
 */
export async function probeCardAllowance(shopper, planId) {
  /** @type {import('./soakShopper.mjs').PlanOptions} */
  const options = await shopper.call(null, 'probe', 'GET', `plan-options?property_id=${planId}`, 'GET plan-options');
  await shopper.call(null, 'probe', 'POST', 'cart', 'POST cart', {
    property_id: planId,
    plan_set: options.plan_sets[0].code,
    foundation: options.foundations[0].code,
    options: [],
  });
  /** @type {import('./soakShopper.mjs').CartEntry[]} */
  const cart = await shopper.call(null, 'probe', 'GET', 'cart', 'GET cart');
  /** @type {import('./soakShopper.mjs').OrderAnswer} */
  const placed = await shopper.call(null, 'probe', 'POST', 'order', 'POST order', {
    payment_mode: 2,
    cart_ids: cart.map((entry) => entry._id),
    billing_name: 'Soak Probe',
  });
  /** @type {{ intent_id: string }} */
  const session = await shopper.call(null, 'probe', 'POST', 'order-payment', 'POST order-payment', {
    order_id: placed.order._id,
  });

  /** @type {AllowanceProbe['attempts']} */
  const attempts = [];
  for (let attempt = 0; attempt <= CARD_ATTEMPTS_PER_MINUTE; attempt++) {
    attempts.push(
      await post(shopper, 'pay-test-card', {
        intent_id: session.intent_id,
        card_number: DECLINED_TEST_CARD,
        expiry: expiryInFiveYears(),
        cvc: '123',
      }),
    );
  }
  /** @type {Record<string, number>} */
  const spread = {};
  for (const { servedBy } of attempts) spread[servedBy] = (spread[servedBy] ?? 0) + 1;
  /** @type {string[]} */
  const problems = [];
  attempts.forEach(({ status }, index) => {
    const expected = index < CARD_ATTEMPTS_PER_MINUTE ? 402 : 429;
    if (status !== expected) problems.push(`attempt ${index + 1} answered ${status}, not ${expected}`);
  });
  if (Object.keys(spread).length < 2) problems.push(`every attempt reached one instance (${JSON.stringify(spread)})`);
  return { attempts, problems, spread };
}
