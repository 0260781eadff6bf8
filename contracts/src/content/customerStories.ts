import type { Static } from '@sinclair/typebox';
import type { reviewSchema, testimonialSchema } from './customerStorySchemas';

/** A customer's story on the Testimonials page (GET /api/user/testimonials). */
export type Testimonial = Static<typeof testimonialSchema>;

/** A rated review on the Reviews page (GET /api/user/reviews). */
export type Review = Static<typeof reviewSchema>;

export const MAX_RATING = 5;
