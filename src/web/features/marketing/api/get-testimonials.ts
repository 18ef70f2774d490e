import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestimonialsResponse } from '@shared/schemas/cms';
import { api } from '@/lib/api-client';

/** GET /api/testimonials?featured=true — the featured active testimonials. */
export function getFeaturedTestimonials() {
  return api
    .get<TestimonialsResponse>('/api/testimonials', { params: { featured: true } })
    .then((data) => data.testimonials);
}

export function featuredTestimonialsQueryOptions() {
  return queryOptions({ queryKey: ['testimonials', 'featured'], queryFn: getFeaturedTestimonials });
}

export function useFeaturedTestimonials() {
  return useQuery(featuredTestimonialsQueryOptions());
}
