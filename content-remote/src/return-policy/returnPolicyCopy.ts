import type { PageCopy } from '../page-layout/pageCopy';

export const returnPolicyCopy: PageCopy = {
  title: 'Changes To Existing Orders',
  intro: [
    'Plans are drawings, so once the files have been delivered they cannot be returned. What you can do is change or upgrade what you bought, and most upgrades are possible for a year.',
  ],
  sections: [
    {
      heading: 'Before your plans are delivered',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Changed your mind about the plan, the set or the foundation? Contact us before we release the files and we will change or cancel the order at no cost.',
          ],
        },
      ],
    },
    {
      heading: 'Upgrades within one year',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Within one year of your purchase, most upgrades are allowed: you pay only the difference between what you bought and what you need now.',
          ],
        },
        {
          kind: 'list',
          items: [
            'From a PDF set to a CAD set, to adapt the plans locally.',
            'From a single-build licence to a multiple-build licence.',
            'An additional or different foundation drawing (basement, crawlspace or slab).',
            'Extra printed sets of the plan you bought.',
          ],
        },
        {
          kind: 'note',
          title: 'Exceptions',
          text: 'A few designers do not offer CAD files or multiple-build licences for some plans. We tell you before you pay if an upgrade is not available for your plan.',
        },
      ],
    },
    {
      heading: 'Exchanges',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'If you have not built from the plan, you can exchange an unopened printed set for another plan within 60 days of delivery; you pay any price difference and a 15% handling charge. Digital sets (PDF and CAD) cannot be exchanged once delivered, because they cannot be given back.',
          ],
        },
      ],
    },
    {
      heading: 'How to ask for a change',
      blocks: [
        {
          kind: 'steps',
          steps: [
            {
              title: 'Tell us your order',
              text: 'Send your order details and the plan number through the contact form.',
            },
            {
              title: 'Get a price',
              text: 'We confirm what is possible and what it costs, usually within one business day.',
            },
            { title: 'Receive the update', text: 'Once you approve, we deliver the upgraded files or printed sets.' },
          ],
        },
        { kind: 'actions', links: [{ label: 'Contact Us', to: '/contact-us' }] },
      ],
    },
  ],
};
