import type { PageCopy } from '../page-layout/pageCopy';

export const modificationsCopy: PageCopy = {
  title: 'Modification Services',
  intro: [
    'Found a plan that is almost right? Our modification studio redraws it to fit your lot, your local code and the way you live, and the quote is free.',
  ],
  sections: [
    {
      heading: 'A free quote in 1-3 business days',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Tell us the plan number and what you would like to change. A designer reviews the plan and e-mails you a fixed price and a delivery date within 1-3 business days. There is no obligation: you decide once you have the quote.',
          ],
        },
        { kind: 'actions', links: [{ label: 'Request a Free Quote', to: '/contact-us' }] },
      ],
    },
    {
      heading: 'Changes we make every week',
      blocks: [
        {
          kind: 'list',
          items: [
            'Moving, adding or removing walls, windows and doors.',
            'Enlarging rooms, adding a bedroom, a home office or a bonus room over the garage.',
            'Changing the garage: more bays, side entry, or a detached garage instead of an attached one.',
            'A different foundation: basement, crawlspace, slab or piers.',
            'Changing ceiling heights, roof pitches or exterior materials.',
            'Reversing the plan (a mirror image) to suit your lot.',
            'Adapting the drawings to your state’s energy or wind and snow load requirements.',
          ],
        },
      ],
    },
    {
      heading: 'How it works',
      blocks: [
        {
          kind: 'steps',
          steps: [
            {
              title: 'Send your wish list',
              text: 'Through the contact form: the plan number, your changes, and a sketch or photos if you have them.',
            },
            {
              title: 'Receive your quote',
              text: 'A fixed price and a delivery date, by e-mail, within 1-3 business days.',
            },
            {
              title: 'Review the preliminary drawings',
              text: 'You see the changed floor plans and elevations before anything is final, and can ask for adjustments.',
            },
            {
              title: 'Get your construction set',
              text: 'The final, modified set is delivered in the format you chose, ready for your builder and permit.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Before you order',
      blocks: [
        {
          kind: 'note',
          title: 'Buy the plan once',
          text: 'A modification starts from the plan you buy, so the price of the plan is not paid twice. If you want a local professional to make the changes instead, choose the CAD set.',
        },
      ],
    },
  ],
};
