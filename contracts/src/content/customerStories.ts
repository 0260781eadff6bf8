/** A customer's story on the Testimonials page (GET /api/user/testimonials). */
export interface Testimonial {
  id: number;
  /** First name and initial, as the customer agreed to be named. */
  name: string;
  /** City and state. */
  location: string;
  /** What they built, e.g. 'Built a Modern Farmhouse plan'. */
  project: string;
  quote: string;
}

/** A rated review on the Reviews page (GET /api/user/reviews). */
export interface Review {
  id: number;
  name: string;
  location: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** ISO 8601 date (YYYY-MM-DD). */
  reviewedOn: string;
}

export const MAX_RATING = 5;
