import type { CollectionRunChange } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { useCollectionRunChange } from './collection-run-change';

/** POST /api/admin/collection-runs/{id}/cancel — before the bank has it: the debits are due again. */
export function cancelCollectionRun(id: string) {
  return api.post<CollectionRunChange>(`/api/admin/collection-runs/${encodeURIComponent(id)}/cancel`, {});
}

export const useCancelCollectionRun = () => useCollectionRunChange(cancelCollectionRun);
