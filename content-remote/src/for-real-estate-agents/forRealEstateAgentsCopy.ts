import type { PageCopy } from '../page-layout/pageCopy';
import { REWARD_TIERS } from '../rewards/rewardTiers';

export const forRealEstateAgentsCopy: PageCopy = {
  title: 'Real Estate Agent Rewards',
  intro: [
    'A vacant lot sells faster when buyers can see what it could become. Our agent programme gives you plans to show, and rewards you when your clients buy one.',
  ],
  sections: [
    {
      heading: 'Your rewards',
      blocks: [
        { kind: 'cards', cards: REWARD_TIERS },
        {
          kind: 'paragraphs',
          paragraphs: [
            'The discount applies to plans you buy for your listings and for your clients. Every plan counts toward the next tier, and your tier is yours for good.',
            'A plan counts once its order is paid, and not if it is refunded. With a promo code you get both: your tier discount first, then the code on what is left. Your discount shows as a line of the order, at checkout and on your receipt.',
          ],
        },
      ],
    },
    {
      heading: 'Sell lots and fixer-uppers with a plan',
      blocks: [
        {
          kind: 'list',
          items: [
            'Search plans by footprint width and depth to find homes that fit a lot’s setbacks.',
            'Share a plan’s page with a buyer: photos, floor plans, size and price in one link.',
            'Order a Cost-to-Build report so buyers see the whole budget, lot and house together.',
            'Send us a buyer who wants changes: the modification quote is free.',
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
            { title: 'Create an account', text: 'Sign up with your work e-mail address.' },
            {
              title: 'Choose the agent programme',
              text: 'In User Settings, select real estate agent, or ask us to enrol you.',
            },
            { title: 'Share and save', text: 'Your discount applies to every plan bought on your account.' },
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
