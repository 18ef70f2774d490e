import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorResetResponse } from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/users/{id}/two-factor — takes another account's two-factor sign-in away and signs it out everywhere. */
export function resetTwoFactor(userId: string) {
  return api.delete<TwoFactorResetResponse>(`/api/admin/users/${encodeURIComponent(userId)}/two-factor`);
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTwoFactor, onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}
