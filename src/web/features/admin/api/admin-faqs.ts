import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminFaqResponse, AdminFaqsResponse, FaqInput } from '@shared/schemas/admin-faqs';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminFaqsQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** GET /api/admin/faqs — all FAQs, inactive ones included, in display order. */
export const adminFaqsQueryOptions = () =>
  queryOptions({ queryKey: adminFaqsQueryKey, queryFn: () => api.get<AdminFaqsResponse>('/api/admin/faqs'), staleTime: 15_000 });

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}

/** The admin list and the public FAQ (on /faq and /preise) are loaded afresh after a change. */
function invalidateAfterFaqChange(queryClient: QueryClient) {
  return Promise.all([adminFaqsQueryKey, QUERY_ROOTS.faqs].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FaqInput) => api.post<AdminFaqResponse>('/api/admin/faqs', input),
    onSuccess: () => invalidateAfterFaqChange(queryClient),
  });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FaqInput }) => api.put<AdminFaqResponse>(`/api/admin/faqs/${encodeURIComponent(id)}`, input),
    onSuccess: () => invalidateAfterFaqChange(queryClient),
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/admin/faqs/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterFaqChange(queryClient),
  });
}
