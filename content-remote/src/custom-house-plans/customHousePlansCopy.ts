import type { PageCopy } from '../page-layout/pageCopy';

export const customHousePlansCopy: PageCopy = {
  title: 'Custom House Plans',
  intro: [
    'When no plan in the catalogue comes close, our designers can draw a home just for you: your lot, your rooms, your budget, from the first sketch to the construction set.',
  ],
  sections: [
    {
      heading: 'Is a custom plan right for you?',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'A modified stock plan is faster and costs less, and it is the right answer for most homes. A custom plan makes sense for a steep or narrow lot, an unusual view, a multi-generation household, or a home with a very specific programme of rooms.',
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'See Modification Services', to: '/modifications' },
            { label: 'Browse Plans', to: '/propertyList' },
          ],
        },
      ],
    },
    {
      heading: 'How a custom plan is made',
      blocks: [
        {
          kind: 'steps',
          steps: [
            {
              title: 'Design brief',
              text: 'A call with a designer about your lot, the rooms you need, the style you like and your construction budget.',
            },
            {
              title: 'Concept plans',
              text: 'Floor plans and a front elevation to agree the layout, with two rounds of changes included.',
            },
            {
              title: 'Design development',
              text: 'All elevations, the roof, the structure and the materials, checked against your budget.',
            },
            {
              title: 'Construction drawings',
              text: 'The complete set your builder and building department need, delivered as PDF and CAD files.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What to send us',
      blocks: [
        {
          kind: 'list',
          items: [
            'The lot: its address, a survey or plat, and photos if you have them.',
            'The rooms you need, their sizes if you know them, and how you use them.',
            'Plans or pictures of homes you like, from our catalogue or elsewhere.',
            'Your construction budget and when you hope to start building.',
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: ['We reply with a proposal, a fee and a schedule; the first conversation is free.'],
        },
        { kind: 'actions', links: [{ label: 'Start a Custom Plan', to: '/contact-us' }] },
      ],
    },
  ],
};
