import type { HighlightCard } from '../page-layout/pageCopy';

/** The rewards tiers (second spec §6 and §9), shared by the builder and the real estate agent programmes. */
export const REWARD_TIERS: readonly HighlightCard[] = [
  {
    title: 'Silver',
    highlight: '10% off',
    text: 'From the day you enrol, on every plan you buy.',
  },
  {
    title: 'Gold',
    highlight: '15% off',
    text: 'From your 6th plan purchase on.',
  },
  {
    title: 'Platinum',
    highlight: '20% off',
    text: 'From your 11th plan purchase on, as a lifetime discount.',
  },
];
