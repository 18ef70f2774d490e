import type { ChargeReturnInput, ChargeReturnResult } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { useCollectionRunChange } from './collection-run-change';

/** POST /api/admin/charges/{id}/return — 'Rücklastschrift erfassen' with the bank's reason code and fee. */
export function recordChargeReturn({ id, ...body }: ChargeReturnInput & { id: string }) {
  return api.post<ChargeReturnResult>(`/api/admin/charges/${encodeURIComponent(id)}/return`, body);
}

export const useRecordChargeReturn = () => useCollectionRunChange(recordChargeReturn);
