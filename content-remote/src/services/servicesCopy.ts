import type { PageCopy } from '../page-layout/pageCopy';

export const servicesCopy: PageCopy = {
  title: 'Services',
  intro: [
    'Buying the plan is one step of building a home. These services take you from the first search to the day your builder breaks ground.',
  ],
  sections: [
    {
      heading: 'For home buyers',
      blocks: [
        {
          kind: 'linkCards',
          links: [
            {
              label: 'Cost-to-Build Report',
              to: '/cost-to-build',
              description:
                '$44.95 a report, credited toward your plan: what it costs to build the plan in your ZIP code.',
            },
            {
              label: 'Modification Services',
              to: '/modifications',
              description: 'Change any plan to fit your lot and your family, with a free quote in 1-3 business days.',
            },
            {
              label: 'Custom House Plans',
              to: '/custom-house-plans',
              description: 'A home designed from scratch when no plan in the catalogue comes close.',
            },
            {
              label: 'What Is Included',
              to: '/whats-included',
              description: 'The drawings in a plan set, and the PDF, CAD and printed options.',
            },
          ],
        },
      ],
    },
    {
      heading: 'For professionals',
      blocks: [
        {
          kind: 'linkCards',
          links: [
            {
              label: 'Builder Rewards',
              to: '/for-builder',
              description: 'Up to 20% off every plan, for life, and a membership with 25 free reports a year.',
            },
            {
              label: 'Real Estate Agent Rewards',
              to: '/for-real-estate-agents',
              description: 'Discounts on plans that help you sell lots and homes.',
            },
            {
              label: 'Become a Designer',
              to: '/become-ad-designer',
              description: 'Sell your house and garage plans to buyers across the country.',
            },
            {
              label: 'Become an Affiliate',
              to: '/become-affiliate',
              description: 'Earn a 5% commission on the plans your readers buy.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Around your new home',
      blocks: [
        {
          kind: 'linkCards',
          links: [
            {
              label: 'Home Products & Services',
              to: '/home-products-services',
              description: 'The kinds of products and trades you will choose between once the plan is settled.',
            },
          ],
        },
      ],
    },
  ],
};
