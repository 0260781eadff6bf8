import type { PageCopy } from '../page-layout/pageCopy';

export const aboutUsCopy: PageCopy = {
  title: 'Our Story',
  intro: [
    'We started with one idea: a family planning a new home, a builder pricing a job or an agent helping a client picture a lot should be able to find a proven, permit-ready plan in an evening, not a season.',
  ],
  sections: [
    {
      heading: 'Why we built this store',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'A custom design from a blank sheet takes months and costs tens of thousands of dollars. Most households do not need that: they need a well-drawn plan that fits their lot, their budget and the way they live, and a team that will adjust it when it almost fits.',
            'So we gathered more than ten thousand house and garage plans from licensed architects and experienced residential designers, checked every set against the same drawing standard, and put them in one catalogue you can filter by size, bedrooms, style, garage, foundation and budget.',
          ],
        },
      ],
    },
    {
      heading: 'What we believe',
      blocks: [
        {
          kind: 'cards',
          cards: [
            {
              title: 'Plans you can build',
              highlight: 'Construction-ready',
              text: 'Every set includes the foundation, floor plans, elevations, sections and details a builder needs to price and frame the house.',
            },
            {
              title: 'Honest prices',
              highlight: 'Price guarantee',
              text: 'If you find the same plan for less elsewhere, we match that price and take a further 10% off it.',
            },
            {
              title: 'People behind the plans',
              highlight: 'Real answers',
              text: 'Questions go to plan specialists who read drawings every day, Monday to Friday, 9 to 5 Eastern time.',
            },
          ],
        },
      ],
    },
    {
      heading: 'The team',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'We are a small team of designers, drafters and customer specialists. Each group owns one part of your project, so you always know who is looking after it.',
          ],
        },
        {
          kind: 'facts',
          facts: [
            {
              title: 'Plan review',
              text: 'Checks every new design for complete sheets, consistent dimensions and a buildable structure before it is listed.',
            },
            {
              title: 'Plan specialists',
              text: 'Help you compare plans, choose between PDF, CAD and printed sets, and understand what your building department will ask for.',
            },
            {
              title: 'Modification studio',
              text: 'Quotes changes for free within 1 to 3 business days and redraws plans to your lot, your code and your wish list.',
            },
            {
              title: 'Customer care',
              text: 'Looks after orders, upgrades and delivery, and answers the phone around the clock for urgent order questions.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Start looking',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Browse the full catalogue, save the plans you like to your favourites and compare them side by side. When one is close, ask us what it would take to make it yours.',
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'Browse Properties', to: '/propertyList' },
            { label: 'Contact Us', to: '/contact-us' },
          ],
        },
      ],
    },
  ],
};
