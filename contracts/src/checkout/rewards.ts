import type { Static } from '@sinclair/typebox';
import type { RewardProgramme } from '../account/userSettings';
import type { Cents } from '../catalog/plan';
import type { orderRewardsSchema } from './rewardsSchemas';

/**
 * The rewards tiers that /for-builder and /for-real-estate-agents promise (second spec §6 and §9): Silver 10% from
 * enrolment, Gold 15% from the 6th plan purchase, Platinum 20% from the 11th, for life. The server applies them when
 * it prices an order (api/src/checkout/orderTotals.ts); the front ends only show what it computed.
 *
 * Counted per plan, not per order (docs/decisions/rewards.md): "from your 6th plan purchase on" means the 6th plan
 * the shopper buys gets 15%, even when it is the second plan of an order whose first is the 5th.
 */
export const REWARD_TIERS = [
  { name: 'Silver', percent: 10, fromPlan: 1 },
  { name: 'Gold', percent: 15, fromPlan: 6 },
  { name: 'Platinum', percent: 20, fromPlan: 11 },
] as const;
export type RewardTier = (typeof REWARD_TIERS)[number];
export type RewardTierName = RewardTier['name'];

/** The User Settings programmes whose members get the tiers, and the name of their line on an order. */
export const REWARD_LINE_NAMES: Readonly<Partial<Record<RewardProgramme, string>>> = {
  professional_builder: 'Builder rewards',
  real_estate_agent: 'Agent rewards',
};

export function isRewardsMember(programme: RewardProgramme): boolean {
  return REWARD_LINE_NAMES[programme] !== undefined;
}

/** The tier of a shopper's nth plan (counted from 1 over every plan they bought and kept). */
export function tierOfPlan(nth: number): RewardTier {
  let tier: RewardTier = REWARD_TIERS[0];
  for (const candidate of REWARD_TIERS) if (nth >= candidate.fromPlan) tier = candidate;
  return tier;
}

/** What a tier takes off one plan's price: its percentage, rounded to the cent. */
export function rewardOnPlan(price: Cents, tier: RewardTier): Cents {
  return Math.max(0, Math.min(price, Math.round((price * tier.percent) / 100)));
}

/** One tier's part of an order: how many of its plans got it, and what it took off them. */
export interface RewardTierPart {
  tier: RewardTierName;
  percent: number;
  plans: number;
  discount: Cents;
}

/** The rewards on each line of an order to be, in the order of its lines, and the tiers they add up to. */
export interface OrderRewards {
  perLine: { tier: RewardTier; discount: Cents }[];
  tiers: RewardTierPart[];
  discount: Cents;
}

/**
 * The rewards on an order's lines (their prices, in the order they were added) for a member who had already bought
 * `plansBefore` plans: the first line is their (plansBefore + 1)th plan, and so on.
 */
export function rewardsOnLines(linePrices: readonly Cents[], plansBefore: number): OrderRewards {
  const perLine = linePrices.map((price, index) => {
    const tier = tierOfPlan(plansBefore + index + 1);
    return { tier, discount: rewardOnPlan(price, tier) };
  });
  return { perLine, tiers: tierPartsOf(perLine), discount: perLine.reduce((sum, line) => sum + line.discount, 0) };
}

/** Lines' tiers grouped, lowest tier first (a line's tier never goes down along an order). */
export function tierPartsOf(lines: readonly { tier: RewardTier; discount: Cents }[]): RewardTierPart[] {
  const parts: RewardTierPart[] = [];
  for (const { tier, discount } of lines) {
    const part = parts.find((known) => known.tier === tier.name);
    if (part) {
      part.plans += 1;
      part.discount += discount;
    } else {
      parts.push({ tier: tier.name, percent: tier.percent, plans: 1, discount });
    }
  }
  return parts;
}

/**
 * The order's rewards line: 'Builder rewards (Gold 15%)'; an order whose plans straddle a tier says how many plans
 * got each: 'Builder rewards (Silver 10% on 1 plan, Gold 15% on 2 plans)'.
 */
export function describeRewards(rewards: { line_name: string; tiers: readonly RewardTierPart[] }): string {
  const [only] = rewards.tiers;
  if (only !== undefined && rewards.tiers.length === 1) return `${rewards.line_name} (${only.tier} ${only.percent}%)`;
  const parts = rewards.tiers.map(
    (part) => `${part.tier} ${part.percent}% on ${part.plans} ${part.plans === 1 ? 'plan' : 'plans'}`,
  );
  return `${rewards.line_name} (${parts.join(', ')})`;
}

/**
 * How the rewards and a promo code combine: both apply. The rewards come off each plan's price first, then the code
 * applies to what is left (a percentage of it, or a flat amount never more than it), so the total never goes below
 * zero and a code never takes more than it says of what is paid (docs/decisions/rewards.md says why both).
 */
export const REWARDS_WITH_PROMO_CODES = 'both, rewards first' as const;

/** An order's or a quote's rewards line on the wire (rewardsSchemas.ts). */
export type OrderRewardsLine = Static<typeof orderRewardsSchema>;
