import type { Static } from '@sinclair/typebox';
import type { faqEntrySchema } from './faqSchemas';

/** One question of the FAQ page (second spec §3: id, question, answer), served by GET /api/user/faq. */
export type FaqEntry = Static<typeof faqEntrySchema>;

/** The FAQ page's failure text (second spec §8). */
export const FAQ_LOAD_ERROR = 'Failed to fetch FAQ data.';
