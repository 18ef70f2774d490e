import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPasses } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { myPassesQueryKey } from '@/lib/query-keys';

export type MyPass = MyPasses['passes'][number];

/** GET /api/me/passes — the caller's passes (newest first), each with its whole history. */
export async function getMyPasses(): Promise<MyPass[]> {
  return (await api.get<MyPasses>('/api/me/passes')).passes;
}

export function myPassesQueryOptions() {
  return queryOptions({ queryKey: myPassesQueryKey, queryFn: getMyPasses, staleTime: 15_000 });
}

export function useMyPasses() {
  return useQuery(myPassesQueryOptions());
}
