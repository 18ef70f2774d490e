import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Testimonial = {
  id: string;
  name: string;
  role: string | null;
  content: string;
  /** 1 to 5 stars. */
  rating: number;
  avatarUrl: string | null;
};

/** GET /api/testimonials?featured=true — the featured active testimonials. */
export function getFeaturedTestimonials() {
  return api
    .get<{ testimonials: Testimonial[] }>('/api/testimonials', { params: { featured: true } })
    .then((data) => data.testimonials);
}

export function featuredTestimonialsQueryOptions() {
  return queryOptions({ queryKey: ['testimonials', 'featured'], queryFn: getFeaturedTestimonials });
}

export function useFeaturedTestimonials() {
  return useQuery(featuredTestimonialsQueryOptions());
}
