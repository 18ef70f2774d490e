import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse, AssignableRole } from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/users/{id}/roles/{role} — the last administrator keeps ADMIN (409). */
export function removeUserRole({ userId, role }: { userId: string; role: AssignableRole }) {
  return api.delete<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/roles/${role}`);
}

export function useRemoveUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUserRole, onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}
