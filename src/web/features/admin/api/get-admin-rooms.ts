import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRoomsResponse } from '@shared/schemas/rooms';
import { api } from '@/lib/api-client';
import { adminRoomsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/rooms — all Räume, inactive ones included, ordered by name. */
export function getAdminRooms() {
  return api.get<AdminRoomsResponse>('/api/admin/rooms');
}

export const adminRoomsQueryOptions = () => queryOptions({ queryKey: adminRoomsQueryKey, queryFn: getAdminRooms, staleTime: 15_000 });

export function useAdminRooms() {
  return useQuery(adminRoomsQueryOptions());
}
