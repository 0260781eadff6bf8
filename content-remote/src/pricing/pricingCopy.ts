import type { PageCopy } from '../page-layout/pageCopy';

export const pricingCopy: PageCopy = {
  title: 'Pricing',
  intro: [
    'The price on each plan is the price of the plan: no membership needed, no hidden drafting fee. And if you find the same plan for less, we beat it.',
  ],
  sections: [
    {
      heading: 'Our price guarantee',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'If you find the same plan, from the same designer and in the same format, advertised for less by another seller, tell us before you order. We will match that price and then take a further 10% off the matched price.',
          ],
        },
        {
          kind: 'steps',
          steps: [
            {
              title: 'Send us the lower price',
              text: 'Contact us with the plan number and a link to the other offer, or a copy of the written quote.',
            },
            {
              title: 'We check the offer',
              text: 'We confirm it is the same plan, the same set (PDF, CAD or printed) and the same licence, currently offered.',
            },
            {
              title: 'You pay less',
              text: 'We match the price and take 10% off it. For example, a plan we list at $1,400 and you find at $1,200 costs you $1,080.',
            },
          ],
        },
        {
          kind: 'note',
          title: 'Good to know',
          text: 'The guarantee applies before you order and to publicly advertised prices; it does not combine with other discounts on the same plan. Builder and agent rewards already include their own discount.',
        },
      ],
    },
    {
      heading: 'What the price covers',
      blocks: [
        {
          kind: 'list',
          items: [
            'A complete construction drawing set: foundation, floor plans, elevations, sections, roof and electrical plans, and construction details.',
            'A licence to build the home once, as drawn or with your modifications.',
            'Delivery of digital sets by e-mail, and answers from our plan specialists about the drawings.',
          ],
        },
      ],
    },
    {
      heading: 'Ways to save',
      blocks: [
        {
          kind: 'linkCards',
          links: [
            {
              label: 'Builder Rewards',
              to: '/for-builder',
              description: 'Builders save 10%, 15% or 20% on every plan, for life, as their purchases add up.',
            },
            {
              label: 'Real Estate Agent Rewards',
              to: '/for-real-estate-agents',
              description: 'Agents earn the same tiered discounts on plans bought for their clients.',
            },
            {
              label: 'Cost-to-Build Report',
              to: '/cost-to-build',
              description: 'Know the budget before you buy: the report price is credited toward your plan.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Questions about a price?',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: ['Our team answers within one business day and can quote modifications at the same time.'],
        },
        { kind: 'actions', links: [{ label: 'Contact Us', to: '/contact-us' }] },
      ],
    },
  ],
};
