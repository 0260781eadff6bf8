import type { PageCopy } from '../page-layout/pageCopy';

export const becomeDesignerCopy: PageCopy = {
  title: 'Designers',
  intro: [
    'Architects and residential designers sell their plans through our store to home buyers, builders and agents across the country. You keep the copyright; we bring the buyers and look after them.',
  ],
  sections: [
    {
      heading: 'Why designers list with us',
      blocks: [
        {
          kind: 'list',
          items: [
            'More than ten thousand plans and the shoppers who come to compare them.',
            'Your plans presented with their floor plans, elevations and full specifications, searchable by every facet.',
            'We handle payment, delivery, licences and first-line questions; you are paid for every sale, every month.',
            'Modification requests for your plans are offered to you first.',
          ],
        },
      ],
    },
    {
      heading: 'What we look for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Complete construction sets: foundation, floor plans, elevations, sections, roof plan and details.',
            'Designs that have been built, or are ready to build, under the International Residential Code.',
            'Drawings you own outright, in PDF and preferably in CAD as well.',
          ],
        },
      ],
    },
    {
      heading: 'How to apply',
      blocks: [
        {
          kind: 'steps',
          steps: [
            { title: 'Send the form below', text: 'Tell us about your practice and where we can see your work.' },
            {
              title: 'Portfolio review',
              text: 'Our plan review team looks at two or three of your sets, usually within two weeks.',
            },
            {
              title: 'Go live',
              text: 'We agree the terms, you upload your plans, and we publish them once they pass review.',
            },
          ],
        },
      ],
    },
  ],
};
