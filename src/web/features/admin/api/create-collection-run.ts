import type { CollectionRunChange, CreateCollectionRunInput } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { useCollectionRunChange } from './collection-run-change';

/** POST /api/admin/collection-runs — every debit due by the date goes into a new run with its pain.008 file. */
export function createCollectionRun(input: CreateCollectionRunInput) {
  return api.post<CollectionRunChange>('/api/admin/collection-runs', input);
}

export const useCreateCollectionRun = () => useCollectionRunChange(createCollectionRun);
