import type { PageCopy } from '../page-layout/pageCopy';

export const copyrightCopy: PageCopy = {
  title: 'Copyright Notice',
  intro: [
    'Every plan in this store is the original work of its designer and is protected by copyright. Buying a plan gives you a licence to build from it; the design itself stays with its author.',
  ],
  sections: [
    {
      heading: 'Plans are protected works',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'Under the United States Copyright Act, as extended by the Architectural Works Copyright Protection Act of 1990, both the drawings and the design of a building they show are protected. This covers the overall form, the arrangement of spaces and the composition of the elevations, not only the paper or the file.',
            'The drawings, photographs, renderings and descriptions on this website are also protected, and may not be copied or republished without written permission.',
          ],
        },
      ],
    },
    {
      heading: 'What your licence allows',
      blocks: [
        {
          kind: 'list',
          items: [
            'Building one home from the plan, on one site, as drawn or modified.',
            'Making the copies your builder, lender and building department need for that one home.',
            'Having the plan modified for that home by us or by a licensed local professional.',
          ],
        },
      ],
    },
    {
      heading: 'What it does not allow',
      blocks: [
        {
          kind: 'list',
          items: [
            'Building the same design more than once without a licence for each additional home.',
            'Redrawing, tracing or copying a plan, in whole or in part, to avoid buying it.',
            'Reselling, sharing or publishing the drawings or the photographs of the design.',
          ],
        },
        {
          kind: 'note',
          title: 'Why it matters',
          text: 'Infringement can lead to an order to stop construction, the loss of profits from the building, and statutory damages of up to $150,000 for each work infringed, plus legal costs.',
        },
      ],
    },
    {
      heading: 'Reporting an infringement',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'If you believe that a plan, photograph or text on this website infringes a copyright you own or represent, send us a written notice. We review every notice and remove material that infringes.',
          ],
        },
        {
          kind: 'actions',
          links: [{ label: 'Submit a Copyright Infringement Notice', to: '/photo-removal-request' }],
        },
      ],
    },
  ],
};
