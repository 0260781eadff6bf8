import { describeRewards, isRewardsMember, rewardsOnLines, tierOfPlan } from './rewards';

describe('rewards tiers', () => {
  it('gives Silver to plans 1 to 5, Gold to 6 to 10 and Platinum from the 11th on', () => {
    expect([1, 5, 6, 10, 11, 40].map((nth) => tierOfPlan(nth).name)).toEqual([
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Platinum',
      'Platinum',
    ]);
  });

  it('prices each plan of an order at its own tier, counting on from the plans bought before', () => {
    const rewards = rewardsOnLines([10_000, 20_000, 30_001], 4);
    expect(rewards.perLine.map((line) => [line.tier.name, line.discount])).toEqual([
      ['Silver', 1_000],
      ['Gold', 3_000],
      ['Gold', 4_500],
    ]);
    expect(rewards.tiers).toEqual([
      { tier: 'Silver', percent: 10, plans: 1, discount: 1_000 },
      { tier: 'Gold', percent: 15, plans: 2, discount: 7_500 },
    ]);
    expect(rewards.discount).toBe(8_500);
  });

  it('words the line with the tier, and with the plans of each tier when an order reaches the next', () => {
    const one = rewardsOnLines([10_000], 10);
    expect(describeRewards({ line_name: 'Builder rewards', tiers: one.tiers })).toBe('Builder rewards (Platinum 20%)');
    const two = rewardsOnLines([1, 1, 1], 4);
    expect(describeRewards({ line_name: 'Agent rewards', tiers: two.tiers })).toBe(
      'Agent rewards (Silver 10% on 1 plan, Gold 15% on 2 plans)',
    );
  });

  it('is for builders and real estate agents, not for shoppers in neither programme', () => {
    expect(isRewardsMember('professional_builder')).toBe(true);
    expect(isRewardsMember('real_estate_agent')).toBe(true);
    expect(isRewardsMember('neither')).toBe(false);
  });
});
