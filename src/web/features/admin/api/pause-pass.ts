import type { AdminPassChange, PausePassInput } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '@/lib/query-keys';
import { usePassChange } from './pass-change';

/** POST /api/admin/passes/{id}/pause — the pass rests from–to; bookings inside the pause are cancelled. */
export function pausePass({ id, ...body }: PausePassInput & { id: string }) {
  return api.post<AdminPassChange>(`/api/admin/passes/${encodeURIComponent(id)}/pause`, body);
}

export function usePausePass() {
  // Cancelled bookings free places: sessions, bookings, waiting lists and the dashboard change with it.
  return usePassChange(pausePass, [adminQueryKey]);
}
