import type { CopySection, PageCopy } from '../page-layout/pageCopy';

/** The spec's business constants (second spec §9). */
export const COST_TO_BUILD_PRICES = {
  single: '$44.95',
  bundleOfThree: '$124.95',
  creditMonths: 6,
  deliveryBusinessDays: '1 to 2',
} as const;

const { single, bundleOfThree, creditMonths, deliveryBusinessDays } = COST_TO_BUILD_PRICES;

export const costToBuildCopy: PageCopy = {
  title: 'Cost-to-Build Report',
  intro: [
    'Know what a plan will cost to build where you live before you buy it. A Cost-to-Build report prices the plan, line by line, with the labour and material costs of your ZIP code.',
  ],
  sections: [
    {
      heading: 'Price and delivery',
      blocks: [
        {
          kind: 'facts',
          facts: [
            { title: `${single} per report`, text: 'One plan, priced for the ZIP code where you will build.' },
            {
              title: `${bundleOfThree} for three reports`,
              text: 'Compare three plans, or one plan in three locations, and save $10.',
            },
            {
              title: `Credited within ${creditMonths} months`,
              text: `If you buy the plan within ${creditMonths} months, the full price of its report is taken off your plan.`,
            },
            {
              title: `Delivered in ${deliveryBusinessDays} business days`,
              text: 'The report arrives by e-mail as a PDF you can share with your lender and your builder.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What the report shows',
      blocks: [
        {
          kind: 'list',
          items: [
            'A low and a high estimate for each stage of construction, from site work to the builder’s fee.',
            'The total and the cost per square foot, for builder-grade and for upgraded finishes.',
            'Local labour and material prices for your area, updated every month.',
            'The effect of the foundation and the exterior walls you choose.',
          ],
        },
      ],
    },
  ],
};

export const costToBuildClosingSections: readonly CopySection[] = [
  {
    heading: 'How to order',
    blocks: [
      {
        kind: 'steps',
        steps: [
          { title: 'Choose a plan', text: 'Note the plan number shown on its detail page.' },
          {
            title: 'Tell us where you will build',
            text: 'Send the plan number, your ZIP code and the foundation you want through the contact form or by phone.',
          },
          {
            title: 'Receive your report',
            text: `We e-mail it within ${deliveryBusinessDays} business days; buy the plan within ${creditMonths} months and the report is free.`,
          },
        ],
      },
      {
        kind: 'actions',
        links: [
          { label: 'Order a Report', to: '/contact-us' },
          { label: 'Browse Plans', to: '/propertyList' },
        ],
      },
    ],
  },
];
