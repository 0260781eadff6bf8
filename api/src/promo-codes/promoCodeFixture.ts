import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RewardProgramme, UserSettings } from 'contracts/src/account/userSettings';
import type { AddToCartResult, CartEntry } from 'contracts/src/checkout/cart';
import type { OrderCreated } from 'contracts/src/checkout/order';
import type { Database } from '../db/databaseSchema';
import { ORDER_DELIVERY, type ApiCall } from '../testing/checkoutFixture';

/** Another line in the shopper's cart: a plan it does not hold yet (the same plan and choices cannot go in twice). */
export async function addCartEntry(db: Kysely<Database>, call: ApiCall, token: string): Promise<CartEntry> {
  const inCart = new Set(
    (await call<CartEntry[]>('GET', 'cart', token)).body.data.map((entry) => entry.property_id._id),
  );
  const plans = await db.selectFrom('plans').select(['id', 'standard_foundation']).orderBy('id').execute();
  const plan = plans.find((candidate) => !inCart.has(String(candidate.id)));
  if (!plan) throw new Error('every seeded plan is in the cart already');
  const added = await call<AddToCartResult>('POST', 'cart', token, {
    property_id: String(plan.id),
    plan_set: 1,
    foundation: plan.standard_foundation,
    options: [],
  });
  if (added.status !== 200) throw new Error(`adding to the cart answered ${added.status}`);
  return added.body.data.entry;
}

/** Orders the entry by card and pays it with the test provider's good card: the shopper's paid order. */
export async function payForEntry(call: ApiCall, token: string, cartId: string): Promise<void> {
  const placed = await call<OrderCreated>('POST', 'order', token, {
    payment_mode: 2,
    cart_id: cartId,
    ...ORDER_DELIVERY,
  });
  const intentId = placed.body.data.payment?.intent_id;
  if (intentId === undefined) throw new Error(`ordering answered ${placed.status} without a payment session`);
  const paid = await call('POST', 'pay-test-card', token, {
    intent_id: intentId,
    card_number: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
}

/** Saves User Settings with the given reward programme, as the User Settings page does. */
export async function chooseRewardProgramme(
  app: FastifyInstance,
  token: string,
  programme: RewardProgramme,
): Promise<void> {
  const settings: UserSettings = {
    first_name: 'Test',
    email: '',
    subscriptions: [],
    reward_programme: programme,
    affiliate_publisher_id: '',
  };
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/user/user-settings',
    headers: { token },
    payload: settings,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the settings answered ${saved.statusCode}`);
}
