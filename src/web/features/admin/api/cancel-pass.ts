import type { AdminPassChange, CancelPassInput } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey, adminStatsQueryKey } from '@/lib/query-keys';
import { usePassChange } from './pass-change';

/** POST /api/admin/passes/{id}/cancel — the pass ends now, entries left are void, a paid payment is refunded. */
export function cancelPass({ id, ...body }: CancelPassInput & { id: string }) {
  return api.post<AdminPassChange>(`/api/admin/passes/${encodeURIComponent(id)}/cancel`, body);
}

export function useCancelPass() {
  return usePassChange(cancelPass, [adminPaymentsQueryKey, adminStatsQueryKey]);
}
