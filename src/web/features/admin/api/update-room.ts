import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRoomResponse, RoomInput } from '@shared/schemas/rooms';
import { api } from '@/lib/api-client';
import { invalidateAfterRoomChange } from './create-room';

/** PUT /api/admin/rooms/{id} */
export function updateRoom({ id, input }: { id: string; input: RoomInput }) {
  return api.put<AdminRoomResponse>(`/api/admin/rooms/${encodeURIComponent(id)}`, input);
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoom, onSuccess: () => invalidateAfterRoomChange(queryClient) });
}
