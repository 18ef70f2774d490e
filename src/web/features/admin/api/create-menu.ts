import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { AdminMenuResponse, MenuInput } from '@shared/schemas/menus';
import { api } from '@/lib/api-client';
import { adminMenusQueryKey } from '@/lib/query-keys';

/** POST /api/admin/menus — refused (409) when the place has a menu already. */
export function createMenu(input: MenuInput) {
  return api.post<AdminMenuResponse>('/api/admin/menus', input);
}

/** The admin list and the public header and footer (when the admin goes to the site) load afresh. */
export function invalidateAfterMenuChange(queryClient: QueryClient) {
  return Promise.all([adminMenusQueryKey, apiQueries.navigation().queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMenu, onSuccess: () => invalidateAfterMenuChange(queryClient) });
}
