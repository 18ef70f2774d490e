import type { CollectionRunChange } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { useCollectionRunChange } from './collection-run-change';

/** POST /api/admin/collection-runs/{id}/submit — 'An die Bank übergeben': collected, payments completed, invoices issued. */
export function submitCollectionRun(id: string) {
  return api.post<CollectionRunChange>(`/api/admin/collection-runs/${encodeURIComponent(id)}/submit`, {});
}

export const useSubmitCollectionRun = () => useCollectionRunChange(submitCollectionRun);
