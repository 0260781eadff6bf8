import { Type } from '@sinclair/typebox';

/** One question of the FAQ page (second spec §3: id, question, answer), served by GET /api/user/faq. */
export const faqEntrySchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
});
