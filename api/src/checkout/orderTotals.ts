import { sql, type Kysely, type Transaction } from 'kysely';
import { REWARD_PROGRAMMES, type RewardProgramme } from 'contracts/src/account/userSettings';
import type { Cents } from 'contracts/src/catalog/plan';
import { discountFor } from 'contracts/src/checkout/promoCode';
import type { PromoCodeRefusal } from 'contracts/src/checkout/promoCodeRules';
import { REFUNDED_STATUSES } from 'contracts/src/checkout/orderStatus';
import {
  REWARD_LINE_NAMES,
  REWARD_TIERS,
  isRewardsMember,
  rewardsOnLines,
  tierPartsOf,
  type OrderRewardsLine,
  type RewardTier,
} from 'contracts/src/checkout/rewards';
import type { Database } from '../db/databaseSchema';
import { findUsablePromoCode, type PromoCodeChoice, type PromoCodeRow } from '../promo-codes/promoCodeStore';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one place an order's amounts are computed (docs/decisions/rewards.md): the quote the checkout shows
 * (apply-promocode) and the order placed (placeOrder) both call it, so what the shopper sees is what is charged.
 * Order: the lines' prices added up; the rewards tier of each plan off its price; the promo code off what is left.
 */
export interface OrderTotalsInput {
  userId: number;
  /** The cart entries ordered together, in the order they were added (by id), with their prices. */
  lines: readonly { cartEntryId: number; price: Cents }[];
  promoCode: PromoCodeChoice | null;
  /** The shopper's rewards standing when the caller has read it already (rewardsStandingQuery); read here if not. */
  standing?: RewardsStanding;
}

/** The rewards of an order to be: the wire's line, and what each plan got (stored on its order line). */
export interface RewardsTotals {
  programme: RewardProgramme;
  line: OrderRewardsLine;
  perLine: { percent: number; discount: Cents }[];
}

export interface OrderTotals {
  subtotal: Cents;
  /** Null when the shopper is in no rewards programme. */
  rewards: RewardsTotals | null;
  promo: PromoCodeRow | null;
  /** The promo code's discount, on the subtotal less the rewards. */
  discount: Cents;
  total: Cents;
}

export type OrderTotalsResult = { ok: true; totals: OrderTotals } | { ok: false; message: PromoCodeRefusal };

function programmeOf(stored: string | null | undefined): RewardProgramme {
  return REWARD_PROGRAMMES.find((programme) => programme.value === stored)?.value ?? 'neither';
}

/**
 * The shopper's rewards programme (User Settings, stored whole as JSON by accounts/settingsRoutes.ts) and the plans
 * they have bought: lines of their orders that were paid (a card payment, or cash at delivery) and not refunded or
 * cancelled since. An unpaid order counts for nothing yet, so two orders placed before either is paid never give a
 * tier the shopper has not reached.
 */
export async function rewardsStanding(db: Db, userId: number): Promise<RewardsStanding> {
  return rewardsStandingOf(await rewardsStandingQuery(db, userId).executeTakeFirst());
}

export interface RewardsStanding {
  programme: RewardProgramme;
  plansBought: number;
}

/** The programmes with a rewards line: only their members' plans bought are counted. */
const MEMBER_PROGRAMMES = REWARD_PROGRAMMES.map((programme) => programme.value).filter(isRewardsMember);

/** The programme a shopper chose in User Settings (null: none chosen). */
const CHOSEN_PROGRAMME = sql<string | null>`users.settings ->> 'reward_programme'`;

/** rewardsStanding's one row, for a caller that reads it along with other rows (placeOrder, with the entries). */
export function rewardsStandingQuery(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      CHOSEN_PROGRAMME.as('reward_programme'),
      // Counted for members only: nothing else reads it, and the count grows with every order the shopper pays.
      eb
        .case()
        .when(CHOSEN_PROGRAMME, 'in', MEMBER_PROGRAMMES)
        .then(
          eb
            .selectFrom('order_lines')
            .innerJoin('orders', 'orders.id', 'order_lines.order_id')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .where('orders.user_id', '=', userId)
            .where('orders.paid_at', 'is not', null)
            .where('orders.status', 'not in', [...REFUNDED_STATUSES]),
        )
        .end()
        .as('plans_bought'),
    ])
    .where('users.id', '=', userId);
}

/** The standing from rewardsStandingQuery's row (none: a shopper outside the programmes who bought nothing). */
export function rewardsStandingOf(
  row: { reward_programme: string | null; plans_bought: string | number | null } | undefined,
): RewardsStanding {
  return { programme: programmeOf(row?.reward_programme), plansBought: Number(row?.plans_bought ?? 0) };
}

/** The rewards of these lines for this shopper now; null outside the programmes. */
export async function rewardsFor(
  db: Db,
  userId: number,
  prices: readonly Cents[],
  known?: RewardsStanding,
): Promise<RewardsTotals | null> {
  const { programme, plansBought } = known ?? (await rewardsStanding(db, userId));
  const lineName = REWARD_LINE_NAMES[programme];
  if (lineName === undefined) return null;
  const rewards = rewardsOnLines(prices, plansBought);
  return {
    programme,
    line: { line_name: lineName, plans_before: plansBought, tiers: rewards.tiers, discount: rewards.discount },
    perLine: rewards.perLine.map(({ tier, discount }) => ({ percent: tier.percent, discount })),
  };
}

/**
 * The amounts of an order of these lines for this shopper now, or why the promo code cannot be used. Inside
 * placeOrder's transaction (the shopper's row locked) the count of plans bought cannot change under it.
 */
export async function computeOrderTotals(
  db: Db,
  input: OrderTotalsInput,
  now = new Date(),
): Promise<OrderTotalsResult> {
  const prices = input.lines.map((line) => line.price);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const rewards = await rewardsFor(db, input.userId, prices, input.standing);
  const afterRewards = subtotal - (rewards?.line.discount ?? 0);
  let promo: PromoCodeRow | null = null;
  let discount = 0;
  if (input.promoCode !== null) {
    const usable = await findUsablePromoCode(
      db,
      input.promoCode,
      { userId: input.userId, cartEntryIds: input.lines.map((line) => line.cartEntryId) },
      now,
    );
    if (!usable.ok) return usable;
    promo = usable.promo;
    // Both apply, the code after the rewards: a flat code is taken off once, never below zero (rewards.ts).
    discount = discountFor(afterRewards, usable.promo);
  }
  return { ok: true, totals: { subtotal, rewards, promo, discount, total: afterRewards - discount } };
}

/** A stored line's tier, by the percentage stored with it. */
const REWARD_TIER_BY_PERCENT: ReadonlyMap<number, RewardTier> = new Map(
  REWARD_TIERS.map((tier) => [tier.percent, tier]),
);

/** A stored order's rewards line, from its columns (migration 0018); null when it was placed outside the programmes. */
export function rewardsLineOf(
  order: { rewards_programme: string | null; rewards_plans_before: number | null; rewards_cents: number },
  lines: readonly { rewards_percent: number; rewards_cents: number }[],
): OrderRewardsLine | null {
  const lineName =
    order.rewards_programme === null ? undefined : REWARD_LINE_NAMES[programmeOf(order.rewards_programme)];
  if (lineName === undefined) return null;
  const tiered = lines.flatMap((line) => {
    const tier = REWARD_TIER_BY_PERCENT.get(line.rewards_percent);
    return tier === undefined ? [] : [{ tier, discount: line.rewards_cents }];
  });
  return {
    line_name: lineName,
    plans_before: order.rewards_plans_before ?? 0,
    tiers: tierPartsOf(tiered),
    discount: order.rewards_cents,
  };
}
