import { planOptionsFixture } from '../testing/checkoutFixtures';
import {
  addToCartSchema,
  CHOOSE_A_FOUNDATION,
  CHOOSE_A_PLAN_SET,
  chosenPrices,
  toAddToCartRequest,
} from './addToCartSchema';

const offered = planOptionsFixture();
const schema = addToCartSchema(offered);

describe('addToCartSchema', () => {
  it("accepts the plan's own choices and sends them as codes", async () => {
    const values = await schema.validate({ plan_set: '3', foundation: '1', options: ['2', '1'] });
    expect(toAddToCartRequest('42', values)).toEqual({
      property_id: '42',
      plan_set: 3,
      foundation: 1,
      options: [2, 1],
    });
  });

  it.each([
    ['no plan set', { plan_set: '', foundation: '4', options: [] }, CHOOSE_A_PLAN_SET],
    ['a plan set the plan is not sold as', { plan_set: '9', foundation: '4', options: [] }, CHOOSE_A_PLAN_SET],
    ['a foundation the plan is not offered with', { plan_set: '1', foundation: '2', options: [] }, CHOOSE_A_FOUNDATION],
  ])('refuses %s', async (_case, values, message) => {
    await expect(schema.validate(values)).rejects.toThrow(message);
  });

  it('refuses an add-on the plan does not offer', async () => {
    await expect(schema.validate({ plan_set: '1', foundation: '4', options: ['7'] })).rejects.toThrow();
  });

  it("adds up the checked choices at the server's prices", () => {
    expect(chosenPrices(offered, { plan_set: '2', foundation: '1', options: ['1'] })).toBe(144_500 + 29_500 + 4_495);
  });
});
