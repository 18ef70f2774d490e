import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionCapacityChange, UpdateSessionCapacityInput } from '@shared/schemas/sessions';
import { api } from '@/lib/api-client';
import { invalidateSessionViews } from './get-admin-sessions';

/** PATCH /api/admin/sessions/{id} — never below the confirmed bookings; more spots tell the waiting list. */
export function updateSessionCapacity({ id, ...body }: UpdateSessionCapacityInput & { id: string }) {
  return api.patch<SessionCapacityChange>(`/api/admin/sessions/${encodeURIComponent(id)}`, body);
}

export function useUpdateSessionCapacity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSessionCapacity, onSettled: () => invalidateSessionViews(queryClient) });
}
