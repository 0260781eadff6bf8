import { Type } from '@sinclair/typebox';

/** A customer's story on the Testimonials page (GET /api/user/testimonials). */
export const testimonialSchema = Type.Object({
  id: Type.Integer(),
  /** First name and initial, as the customer agreed to be named. */
  name: Type.String(),
  /** City and state. */
  location: Type.String(),
  /** What they built, e.g. 'Built a Modern Farmhouse plan'. */
  project: Type.String(),
  quote: Type.String(),
});

/** A rated review on the Reviews page (GET /api/user/reviews). */
export const reviewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  /** 1 to 5 stars. */
  rating: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  /** ISO 8601 date (YYYY-MM-DD). */
  reviewedOn: Type.String(),
});
