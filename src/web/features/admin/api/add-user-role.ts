import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse, AssignableRole } from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** POST /api/admin/users/{id}/roles */
export function addUserRole({ userId, role }: { userId: string; role: AssignableRole }) {
  return api.post<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/roles`, { role });
}

export function useAddUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUserRole, onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}
