import type { PageCopy } from '../page-layout/pageCopy';

export const homeProductsServicesCopy: PageCopy = {
  title: 'Home Products & Services',
  intro: [
    'Once the plan is chosen, the decisions start: windows, roofing, floors, kitchens. This guide lists what to choose, in the order your builder will ask, and what to compare.',
  ],
  sections: [
    {
      heading: 'Structure and shell',
      blocks: [
        {
          kind: 'facts',
          facts: [
            {
              title: 'Windows and doors',
              text: 'Compare the U-factor and solar heat gain ratings for your climate zone, and check the rough opening sizes on your plan before ordering.',
            },
            {
              title: 'Roofing',
              text: 'Asphalt shingles, standing-seam metal or tile: check the minimum roof pitch each one needs against the pitch on your elevations.',
            },
            {
              title: 'Siding and exterior finishes',
              text: 'Fibre cement, brick, stone, vinyl or wood: your plan lists the standard finish and any optional one.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Inside the home',
      blocks: [
        {
          kind: 'facts',
          facts: [
            {
              title: 'Kitchens and cabinetry',
              text: 'Stock, semi-custom or custom cabinets; ask for a layout drawn from your plan’s kitchen dimensions.',
            },
            {
              title: 'Flooring',
              text: 'Hardwood, engineered wood, luxury vinyl plank or tile: consider moisture on slab foundations.',
            },
            {
              title: 'Lighting and smart home',
              text: 'Start from the electrical plan in your set and add circuits for chargers, networking and security early.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Outdoors',
      blocks: [
        {
          kind: 'facts',
          facts: [
            {
              title: 'Decks, porches and outdoor kitchens',
              text: 'Composite or wood decking, covered porches and outdoor cooking areas: many plans show these as options.',
            },
            {
              title: 'Garage doors and openers',
              text: 'Match the door size to the openings on your garage plan and allow headroom for the opener.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Are you a supplier or a trade?',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'We work with manufacturers and trades who serve new-home builders. Tell us what you offer and where, and we will get back to you within five business days.',
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'Contact Us', to: '/contact-us' },
            { label: 'Become an Affiliate', to: '/become-affiliate' },
          ],
        },
      ],
    },
  ],
};
