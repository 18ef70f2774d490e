import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminTestimonialResponse, AdminTestimonialsResponse, TestimonialInput } from '@shared/schemas/admin-testimonials';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminTestimonialsQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** GET /api/admin/testimonials — all testimonials, inactive ones included, newest first. */
export const adminTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: adminTestimonialsQueryKey, queryFn: () => api.get<AdminTestimonialsResponse>('/api/admin/testimonials'), staleTime: 15_000 });

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQueryOptions());
}

/** The admin list and the home page's testimonials are loaded afresh after a change. */
function invalidateAfterTestimonialChange(queryClient: QueryClient) {
  return Promise.all([adminTestimonialsQueryKey, QUERY_ROOTS.testimonials].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) => api.post<AdminTestimonialResponse>('/api/admin/testimonials', input),
    onSuccess: () => invalidateAfterTestimonialChange(queryClient),
  });
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TestimonialInput }) =>
      api.put<AdminTestimonialResponse>(`/api/admin/testimonials/${encodeURIComponent(id)}`, input),
    onSuccess: () => invalidateAfterTestimonialChange(queryClient),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/admin/testimonials/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterTestimonialChange(queryClient),
  });
}
