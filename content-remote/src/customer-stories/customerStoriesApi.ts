import { queryOptions } from '@tanstack/react-query';
import type { Review, Testimonial } from 'contracts/src/content/customerStories';
import { apiClient } from 'shared-ui';

async function fetchTestimonials(signal: AbortSignal): Promise<Testimonial[]> {
  return (await apiClient.get<Testimonial[]>('testimonials', { signal })).data;
}

async function fetchReviews(signal: AbortSignal): Promise<Review[]> {
  return (await apiClient.get<Review[]>('reviews', { signal })).data;
}

export const testimonialsQuery = () =>
  queryOptions({ queryKey: ['customer-stories', 'testimonials'], queryFn: ({ signal }) => fetchTestimonials(signal) });

export const reviewsQuery = () =>
  queryOptions({ queryKey: ['customer-stories', 'reviews'], queryFn: ({ signal }) => fetchReviews(signal) });
