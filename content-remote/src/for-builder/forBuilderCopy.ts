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
