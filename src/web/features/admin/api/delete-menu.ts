import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterMenuChange } from './create-menu';

/** DELETE /api/admin/menus/{id} — the site shows the built-in links at that place again. */
export function deleteMenu(id: string) {
  return api.delete<MessageResponse>(`/api/admin/menus/${encodeURIComponent(id)}`);
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => invalidateAfterMenuChange(queryClient) });
}
