import { useQuery } from '@tanstack/react-query';
import type { CollectionRunsOverview } from '@shared/schemas/collections';
import { api } from '@/lib/api-client';
import { adminCollectionRunsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/collection-runs — what is due by date, the earliest collection date, and the runs, newest first. */
export function getCollectionRuns() {
  return api.get<CollectionRunsOverview>('/api/admin/collection-runs');
}

export function useCollectionRuns() {
  return useQuery({ queryKey: adminCollectionRunsQueryKey, queryFn: getCollectionRuns });
}

/** The run's pain.008 file, as stored (the browser downloads it under its collection date). */
export const collectionRunFileUrl = (id: string) => `/api/admin/collection-runs/${encodeURIComponent(id)}/file`;
