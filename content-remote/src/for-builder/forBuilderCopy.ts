import type { PageCopy } from '../page-layout/pageCopy';
import { REWARD_TIERS } from '../rewards/rewardTiers';

export const forBuilderCopy: PageCopy = {
  title: 'Builder Rewards Program',
  intro: [
    'Builders who buy plans with us regularly pay less for every one of them. Enrolment is free, the discount starts with your first order and it never goes back down.',
  ],
  sections: [
    {
      heading: 'Three tiers, for life',
      blocks: [
        { kind: 'cards', cards: REWARD_TIERS },
        {
          kind: 'paragraphs',
          paragraphs: [
            'Every plan bought on your builder account counts toward the next tier, whoever the home is for. Once you reach a tier you keep it.',
            // The rules the checkout applies (docs/decisions/rewards.md), in the shopper's words.
            'Each plan is priced at its own tier: in an order that takes you to your 6th plan, that plan already gets 15%. A plan counts once its order is paid, and not if it is refunded. With a promo code you get both: your tier discount first, then the code on what is left. Your discount shows as a line of the order, at checkout and on your receipt.',
          ],
        },
      ],
    },
    {
      heading: 'Builder Membership and Referral Program',
      blocks: [
        {
          kind: 'facts',
          facts: [
            {
              title: 'Membership: $195 a year',
              text: 'Includes 25 free Cost-to-Build reports a year, so you can price a plan for a client before either of you commits.',
            },
            {
              title: 'Referrals',
              text: 'Plans your clients buy with your referral code count toward your tier, and your clients get your discount.',
            },
            {
              title: 'A named plan specialist',
              text: 'One contact who knows your projects, for modification quotes, upgrades and repeat orders.',
            },
          ],
        },
      ],
    },
    {
      heading: 'How to join',
      blocks: [
        {
          kind: 'steps',
          steps: [
            { title: 'Create an account', text: 'Sign up with the e-mail address you order with.' },
            {
              title: 'Tell us you are a builder',
              text: 'In User Settings, choose the professional builder programme, or ask us to enrol you.',
            },
            { title: 'Order as usual', text: 'Your tier discount is applied to every plan you buy.' },
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'Open User Settings', to: '/usersettings' },
            { label: 'Contact Us', to: '/contact-us' },
          ],
        },
      ],
    },
  ],
};
