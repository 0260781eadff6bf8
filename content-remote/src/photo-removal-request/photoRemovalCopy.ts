import type { PageCopy } from '../page-layout/pageCopy';

export const photoRemovalCopy: PageCopy = {
  title: 'Copyright Infringement Notice',
  intro: [
    'If a photograph, drawing or text on this website infringes a copyright you own or represent, tell us here. We review every notice and remove material that infringes.',
  ],
  sections: [
    {
      heading: 'What happens next',
      blocks: [
        {
          kind: 'steps',
          steps: [
            { title: 'We acknowledge your notice', text: 'You see a reference number as soon as the notice is sent.' },
            {
              title: 'We review it',
              text: 'Our team checks the material you identify, usually within 5 business days, and may ask you for more detail.',
            },
            {
              title: 'We act and reply',
              text: 'Material that infringes is removed or disabled, and we tell you by email what we did.',
            },
          ],
        },
        {
          kind: 'note',
          title: 'Before you send',
          text: 'A notice is a legal statement: knowingly misrepresenting that material infringes can make you liable for damages.',
        },
      ],
    },
  ],
};
