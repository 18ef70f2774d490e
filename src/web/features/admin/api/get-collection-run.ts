import { useQuery } from '@tanstack/react-query';
import type { CollectionRunDetail } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { adminCollectionRunQueryKey } from '@/lib/query-keys';

/** GET /api/admin/collection-runs/{id} — the run with its debits. */
export function getCollectionRun(id: string) {
  return api.get<CollectionRunDetail>(`/api/admin/collection-runs/${encodeURIComponent(id)}`);
}

export function useCollectionRun(id: string) {
  return useQuery({ queryKey: adminCollectionRunQueryKey(id), queryFn: () => getCollectionRun(id) });
}
