import type { AdminPassChange, SellPassInput } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey, adminStatsQueryKey } from '@/lib/query-keys';
import { usePassChange } from './pass-change';

/** POST /api/admin/passes — 'Karte verkaufen': the pass, its payment (paid or open) and the member's mail. */
export function sellPass(body: SellPassInput) {
  return api.post<AdminPassChange>('/api/admin/passes', body);
}

export function useSellPass() {
  return usePassChange(sellPass, [adminPaymentsQueryKey, adminStatsQueryKey]);
}
