import type { AddToCartResult, CartEntry, RemoveFromCartResult } from 'contracts/src/checkout/cart';
import { MAX_CART_ENTRIES } from 'contracts/src/checkout/cartSchemas';
import type { PlanPurchaseOptions } from 'contracts/src/checkout/planOptions';
import { checkoutSuite, newShopper, planWithOptionalFoundation } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

describe.each(TEST_DATABASES)('cart on %s', (_name, database) => {
  const suite = checkoutSuite(database, { plans: 40 });
  const { call } = suite;
  let plan: Awaited<ReturnType<typeof planWithOptionalFoundation>>;

  beforeAll(async () => {
    plan = await planWithOptionalFoundation(suite.db);
  });

  const addBody = (overrides: Record<string, unknown> = {}) => ({
    property_id: String(plan.id),
    plan_set: 1,
    foundation: plan.standard_foundation,
    options: [],
    ...overrides,
  });

  it("prices a plan's sets, foundations and add-ons on the server, in cents", async () => {
    const { status, body } = await call<PlanPurchaseOptions>('GET', `plan-options?property_id=${plan.id}`, null);
    expect(status).toBe(200);
    const { plan_sets: sets, foundations, add_ons: addOns } = body.data;
    expect(sets.map((set) => set.label)).toEqual(['PDF Set', 'Five Printed Sets', 'CAD Files']);
    expect(sets[0]?.price).toBe(plan.price_cents);
    expect(sets[1]?.price).toBe(plan.price_cents + 15_000);
    expect(sets[2]?.price).toBeGreaterThan(plan.price_cents);
    expect(foundations).toEqual([
      expect.objectContaining({ code: plan.standard_foundation, price: 0 }),
      expect.objectContaining({ code: plan.optional_foundation, price: 29_500 }),
    ]);
    expect(addOns).toContainEqual({ code: 1, label: 'Cost-to-Build Report', price: 4_495 });
    expect((await call('GET', 'plan-options?property_id=999999', null)).status).toBe(404);
  });

  it('asks a visitor to sign in on every cart endpoint', async () => {
    for (const [method, path] of [
      ['GET', 'cart'],
      ['GET', 'cart/1'],
      ['POST', 'cart'],
      ['DELETE', 'cart/1'],
    ] as const) {
      const { status, body } = await call(method, path, null, method === 'POST' ? addBody() : undefined);
      expect(status).toBe(401);
      expect(body.message).toBe('please login to perform this action');
    }
  });

  it("adds a plan with its options at the server's prices and lists it", async () => {
    const shopper = await newShopper(suite.db);
    const added = await call<AddToCartResult>(
      'POST',
      'cart',
      shopper.token,
      addBody({ plan_set: 2, foundation: plan.optional_foundation, options: [1, 2] }),
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Property added to cart.');
    expect(added.body.data.cart_count).toBe(1);
    const entry = added.body.data.entry;
    expect(entry.price).toBe(plan.price_cents + 15_000 + 29_500 + 4_495 + 12_500);
    expect(entry.plan_set).toEqual({ code: 2, label: 'Five Printed Sets', price: plan.price_cents + 15_000 });
    expect(entry.options.map((option) => option.label)).toEqual(['Cost-to-Build Report', 'Materials List']);
    expect(entry.property_id._id).toBe(String(plan.id));

    const listed = await call<CartEntry[]>('GET', 'cart', shopper.token);
    expect(listed.body.data).toEqual([entry]);
    expect((await call<CartEntry>('GET', `cart/${entry._id}`, shopper.token)).body.data).toEqual(entry);
  });

  it('adds the same plan with the same choices once: again, it answers 409 and adds nothing', async () => {
    const shopper = await newShopper(suite.db);
    const choice = addBody({ plan_set: 2, options: [2, 1] });
    const first = await call<AddToCartResult>('POST', 'cart', shopper.token, choice);
    expect(first.status).toBe(200);
    const again = await call('POST', 'cart', shopper.token, addBody({ plan_set: 2, options: [1, 2] }));
    expect(again).toEqual({ status: 409, body: { status: 409, message: 'This plan is already in your cart.' } });
    // Other choices of the same plan are another line.
    expect((await call('POST', 'cart', shopper.token, addBody({ plan_set: 2, options: [1] }))).status).toBe(200);
    expect((await call('POST', 'cart', shopper.token, addBody({ plan_set: 3, options: [1, 2] }))).status).toBe(200);
    expect((await call<CartEntry[]>('GET', 'cart', shopper.token)).body.data).toHaveLength(3);
    // Once the entry has left the cart, the plan can be added again.
    await call('DELETE', `cart/${first.body.data.entry._id}`, shopper.token);
    expect((await call('POST', 'cart', shopper.token, choice)).status).toBe(200);
  });

  it('refuses a plan past the full cart, and adds nothing', async () => {
    const shopper = await newShopper(suite.db);
    // The same plan with every combination of set and add-ons is MAX_CART_ENTRIES different lines, and more.
    const choices = [1, 2, 3].flatMap((planSet) =>
      [[], [1], [2], [1, 2]].flatMap((options) =>
        [plan.standard_foundation, plan.optional_foundation].map((foundation) => ({ planSet, options, foundation })),
      ),
    );
    expect(choices.length).toBeGreaterThan(MAX_CART_ENTRIES);
    for (const [index, choice] of choices.slice(0, MAX_CART_ENTRIES).entries()) {
      const added = await call<AddToCartResult>(
        'POST',
        'cart',
        shopper.token,
        addBody({ plan_set: choice.planSet, foundation: choice.foundation, options: choice.options }),
      );
      expect(added.status).toBe(200);
      expect(added.body.data.cart_count).toBe(index + 1);
    }
    const extra = choices[MAX_CART_ENTRIES];
    const refused = await call('POST', 'cart', shopper.token, {
      ...addBody({ plan_set: extra?.planSet, foundation: extra?.foundation, options: extra?.options }),
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        status: 400,
        message: `Your cart holds at most ${MAX_CART_ENTRIES} plans. Please check out or remove one first.`,
      },
    });
    expect((await call<CartEntry[]>('GET', 'cart', shopper.token)).body.data).toHaveLength(MAX_CART_ENTRIES);
    // A line the full cart holds already is still refused as held.
    const first = choices[0];
    const again = await call('POST', 'cart', shopper.token, {
      ...addBody({ plan_set: first?.planSet, foundation: first?.foundation, options: first?.options }),
    });
    expect(again.status).toBe(409);
  });

  it('adds one entry for a double click on Add To Cart', async () => {
    const shopper = await newShopper(suite.db);
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', 'cart', shopper.token, addBody())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await call<CartEntry[]>('GET', 'cart', shopper.token)).body.data).toHaveLength(1);
  });

  it('refuses choices the plan is not sold with, and unknown fields', async () => {
    const shopper = await newShopper(suite.db);
    const unknownFoundation = [1, 2, 3, 4, 5, 6].find(
      (code) => code !== plan.standard_foundation && code !== plan.optional_foundation,
    );
    const cases = [
      addBody({ plan_set: 9 }),
      addBody({ foundation: unknownFoundation }),
      addBody({ options: [1, 1] }),
      addBody({ options: [7] }),
      addBody({ price: 1 }),
    ];
    for (const payload of cases) expect((await call('POST', 'cart', shopper.token, payload)).status).toBe(400);
    expect((await call('POST', 'cart', shopper.token, addBody({ property_id: '999999' }))).status).toBe(404);
    expect((await call<CartEntry[]>('GET', 'cart', shopper.token)).body.data).toEqual([]);
  });

  it("never shows or deletes another shopper's entry", async () => {
    const owner = await newShopper(suite.db);
    const other = await newShopper(suite.db);
    const entry = (await call<AddToCartResult>('POST', 'cart', owner.token, addBody())).body.data.entry;

    expect((await call<CartEntry[]>('GET', 'cart', other.token)).body.data).toEqual([]);
    expect((await call('GET', `cart/${entry._id}`, other.token)).status).toBe(404);
    const stolen = await call('DELETE', `cart/${entry._id}`, other.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('This plan is no longer in your cart.');
    expect((await call<CartEntry[]>('GET', 'cart', owner.token)).body.data).toHaveLength(1);
  });

  it('deletes an entry and answers the new count', async () => {
    const shopper = await newShopper(suite.db);
    const first = (await call<AddToCartResult>('POST', 'cart', shopper.token, addBody())).body.data.entry;
    await call('POST', 'cart', shopper.token, addBody({ plan_set: 3 }));
    const removed = await call<RemoveFromCartResult>('DELETE', `cart/${first._id}`, shopper.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.cart_count).toBe(1);
    expect((await call('DELETE', `cart/${first._id}`, shopper.token)).status).toBe(404);
    const left = (await call<CartEntry[]>('GET', 'cart', shopper.token)).body.data;
    expect(left.map((entry) => entry.plan_set.code)).toEqual([3]);
  });
});
