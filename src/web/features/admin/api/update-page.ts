import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPageResponse, PageInput } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { invalidateAfterPageChange } from './create-page';

/** PUT /api/admin/pages/{id} */
export function updatePage({ id, input }: { id: string; input: PageInput }) {
  return api.put<AdminPageResponse>(`/api/admin/pages/${encodeURIComponent(id)}`, input);
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePage, onSuccess: () => invalidateAfterPageChange(queryClient) });
}
