import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterRoomChange } from './create-room';

/** DELETE /api/admin/rooms/{id} — refused (409) while the room is still in use. */
export function deleteRoom(id: string) {
  return api.delete<MessageResponse>(`/api/admin/rooms/${encodeURIComponent(id)}`);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidateAfterRoomChange(queryClient) });
}
