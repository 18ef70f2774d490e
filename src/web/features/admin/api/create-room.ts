import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@shared/api-queries';
import type { AdminRoomResponse, RoomInput } from '@shared/schemas/rooms';
import { api } from '@/lib/api-client';
import { adminRoomsQueryKey } from '@/lib/query-keys';

/** POST /api/admin/rooms */
export function createRoom(input: RoomInput) {
  return api.post<AdminRoomResponse>('/api/admin/rooms', input);
}

/** What shows this data elsewhere (public pages, the timetable) is loaded afresh after a change. */
export function invalidateAfterRoomChange(queryClient: QueryClient) {
  return Promise.all([adminRoomsQueryKey, QUERY_ROOTS.sessions].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoom, onSuccess: () => invalidateAfterRoomChange(queryClient) });
}
