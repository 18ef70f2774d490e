import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSessionChange, CancelSessionInput } from '@shared/schemas/admin-sessions';
import { api } from '@/lib/api-client';
import { invalidateSessionViews } from './get-admin-sessions';

/** POST /api/admin/sessions/{id}/cancel — everyone booked or waiting is told the reason. */
export function cancelSession({ id, ...body }: CancelSessionInput & { id: string }) {
  return api.post<AdminSessionChange>(`/api/admin/sessions/${encodeURIComponent(id)}/cancel`, body);
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSession, onSettled: () => invalidateSessionViews(queryClient) });
}
