import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterPriceChange } from './create-price';

/** DELETE /api/admin/prices/{id} — refused (409) while the price is still in use. */
export function deletePrice(id: string) {
  return api.delete<MessageResponse>(`/api/admin/prices/${encodeURIComponent(id)}`);
}

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePrice, onSuccess: () => invalidateAfterPriceChange(queryClient) });
}
