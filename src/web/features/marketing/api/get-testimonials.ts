import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/testimonials?featured=true — the featured active testimonials. */
export const featuredTestimonialsQueryOptions = () => apiQueryOptions(apiQueries.featuredTestimonials());

export function useFeaturedTestimonials() {
  return useQuery(featuredTestimonialsQueryOptions());
}
