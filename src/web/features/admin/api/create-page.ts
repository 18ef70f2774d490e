import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminPageResponse, PageInput } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { adminPagesQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** POST /api/admin/pages */
export function createPage(input: PageInput) {
  return api.post<AdminPageResponse>('/api/admin/pages', input);
}

/** The admin list and the public page (/ueber-uns, …) are loaded afresh after a change. */
export function invalidateAfterPageChange(queryClient: QueryClient) {
  return Promise.all([adminPagesQueryKey, QUERY_ROOTS.pages].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPage, onSuccess: () => invalidateAfterPageChange(queryClient) });
}
