import { Type } from '@sinclair/typebox';
import { centsSchema } from '../catalog/planSchemas';
import { REWARD_TIERS } from './rewards';

/**
 * The rewards line of an order or a quote, as the server computed it (rewards.ts has the rules); null on the wire for
 * a shopper in no rewards programme. `describeRewards()` words it for every screen and the receipt.
 */
export const orderRewardsSchema = Type.Object({
  line_name: Type.String({ description: "'Builder rewards' or 'Agent rewards': the programme the shopper is in." }),
  plans_before: Type.Integer({
    minimum: 0,
    description: 'Plans the shopper had bought (paid, not refunded) before this order: its first plan is the next.',
  }),
  tiers: Type.Array(
    Type.Object({
      tier: Type.Union(REWARD_TIERS.map((tier) => Type.Literal(tier.name))),
      percent: Type.Integer(),
      plans: Type.Integer({ minimum: 1, description: "How many of the order's plans got this tier." }),
      discount: centsSchema,
    }),
    { description: "The tiers the order's plans got, lowest first; more than one when the order reaches a tier." },
  ),
  discount: Type.Integer({ minimum: 0, description: 'What the rewards take off the subtotal, integer cents.' }),
});
