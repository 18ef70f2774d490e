import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/users/{id}/booking-block — the member's no-shows so far no longer count; they book again. */
export function liftBookingBlock(userId: string) {
  return api.delete<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/booking-block`);
}

export function useLiftBookingBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftBookingBlock, onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}
