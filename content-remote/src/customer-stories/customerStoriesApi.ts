import type { Review, Testimonial } from 'contracts/src/content/customerStories';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchTestimonials(signal: AbortSignal): Promise<Testimonial[]> {
  return (await apiClient.get<Testimonial[]>('testimonials', { signal })).data;
}

export async function fetchReviews(signal: AbortSignal): Promise<Review[]> {
  return (await apiClient.get<Review[]>('reviews', { signal })).data;
}
