import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMenuResponse, MenuInput } from '@shared/schemas/menus';
import { api } from '@/lib/api-client';
import { invalidateAfterMenuChange } from './create-menu';

/** PUT /api/admin/menus/{id} — name, place and the whole list of links. */
export function updateMenu({ id, input }: { id: string; input: MenuInput }) {
  return api.put<AdminMenuResponse>(`/api/admin/menus/${encodeURIComponent(id)}`, input);
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenu, onSuccess: () => invalidateAfterMenuChange(queryClient) });
}
