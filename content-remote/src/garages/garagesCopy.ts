import { presetForPath } from 'contracts/src/catalog/listPresets';
import type { LinkCard, PageCopy } from '../page-layout/pageCopy';

/** What each garage list holds, by its route (catalogue spec §2, the Garages menu). */
const GARAGE_LIST_DESCRIPTIONS: ReadonlyArray<{ to: string; description: string }> = [
  {
    to: '/garage-apartments',
    description: 'Garages with living quarters above or beside them: a rental unit, guest suite or home office.',
  },
  { to: '/detached-garage-plans', description: 'Free-standing garages to build away from the house.' },
  { to: '/rv-garage-plans', description: 'Tall, deep bays for a motorhome, a camper or a boat.' },
  {
    to: '/garage-plans-with-workshop',
    description: 'Garages with a workshop for woodworking, repairs or a home business.',
  },
  { to: '/carports', description: 'Open, roofed shelters for cars: quick to build and easy on the budget.' },
  { to: '/garage-plans-with-1-bedroom', description: 'Stand-alone garages with a one-bedroom apartment.' },
  { to: '/garage-plans-with-2-bedrooms', description: 'Stand-alone garages with a two-bedroom apartment.' },
  { to: '/1-car-garage-plans', description: 'Compact garages for one car, with room for storage.' },
  { to: '/2-car-garage-plans', description: 'The most popular size: two cars side by side.' },
  { to: '/3-car-garage-plans', description: 'Three bays for cars, a boat or a workshop corner.' },
];

function titleOf(path: string): string {
  const preset = presetForPath(path);
  if (!preset) throw new Error(`No plan list at ${path}`);
  return preset.title;
}

/** The garage lists, named as each list's own heading names it. */
export const GARAGE_LISTS: readonly LinkCard[] = GARAGE_LIST_DESCRIPTIONS.map(({ to, description }) => ({
  to,
  description,
  label: titleOf(to),
}));

export const garagesCopy: PageCopy = {
  title: 'Garage Plans',
  intro: [
    'A garage is often the first thing built on a lot and the most useful. Choose a list below to see every plan of that kind, then filter by size, style and budget.',
  ],
  sections: [
    { heading: 'Browse garage plans', blocks: [{ kind: 'linkCards', links: GARAGE_LISTS }] },
    {
      heading: 'Before you build a garage',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check your local setbacks and height limits: many towns restrict accessory buildings.',
            'A garage apartment usually needs its own permit as a dwelling unit, with egress windows and fire separation.',
            'Plan electrical and water now, even if the workshop or bathroom comes later.',
          ],
        },
        {
          kind: 'actions',
          links: [
            { label: 'Ask About a Garage Plan', to: '/contact-us' },
            { label: 'Modification Services', to: '/modifications' },
          ],
        },
      ],
    },
  ],
};
